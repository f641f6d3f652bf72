import { type Router } from 'express';
import { confirmedPreferences } from '@matrimony/catalog';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { dayInIndia } from '../../domain/india-day';
import { loadViewer } from '../../discovery/viewer';
import { type ProfileDeps } from '../deps';

/**
 * GET and PUT /me/preferences, and POST /me/preferences/confirm: the partner preferences behind scores,
 * recommendations and "must" filters. Saving or confirming makes every item the member's own (none guessed).
 */
export function preferenceRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, discoveryRoutes.getPreferences, auth, async (req, res) => {
    const viewer = await loadViewer(deps.stores, req.auth!.userId, deps.now());
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, discoveryRoutes.getPreferences, {
      preferences: viewer.prefs,
      updatedAt: viewer.prefsUpdatedAt ? viewer.prefsUpdatedAt.toISOString() : null
    });
  });

  contractRoute(router, discoveryRoutes.putPreferences, auth, async (req, res) => {
    const { body } = inputOf(res, discoveryRoutes.putPreferences.request);
    const viewer = await loadViewer(deps.stores, req.auth!.userId, deps.now());
    const now = deps.now();
    const saved = await deps.stores.preferences.replace(
      viewer.profile.userId,
      confirmedPreferences(body),
      now
    );
    // Today's recommendations follow the new preferences.
    await deps.stores.recommendations.discardToday(viewer.profile.userId, dayInIndia(now));
    sendJson(res, discoveryRoutes.putPreferences, {
      preferences: saved.preferences,
      updatedAt: saved.updatedAt ? saved.updatedAt.toISOString() : null
    });
  });

  contractRoute(router, discoveryRoutes.confirmPreferences, auth, async (req, res) => {
    const viewer = await loadViewer(deps.stores, req.auth!.userId, deps.now());
    const now = deps.now();
    const saved = await deps.stores.preferences.replace(
      viewer.profile.userId,
      confirmedPreferences(viewer.prefs),
      now
    );
    // Confirmed items weigh more in the score: today's recommendations are ranked again.
    await deps.stores.recommendations.discardToday(viewer.profile.userId, dayInIndia(now));
    sendJson(res, discoveryRoutes.confirmPreferences, {
      preferences: saved.preferences,
      updatedAt: saved.updatedAt ? saved.updatedAt.toISOString() : null
    });
  });
}
