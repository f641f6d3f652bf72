import { type Router } from 'express';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { contractRoute, inputOf, requireAuth, sendJson, sendNoContent } from '@matrimony/service-kit';
import { todaysRecommendations } from '../../discovery/build-recommendations';
import { learnFromAction } from '../../discovery/revealed-learning';
import { cardsFor, scoreProfiles } from '../../discovery/score-cards';
import { loadViewer } from '../../discovery/viewer';
import { dayInIndia } from '../../domain/india-day';
import { type ProfileDeps } from '../deps';
import { markActive } from '../last-active';

/** GET /recommendations and POST /recommendations/:id/skip. */
export function recommendationRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, discoveryRoutes.getRecommendations, auth, markActive(deps), async (req, res) => {
    const now = deps.now();
    const day = dayInIndia(now);
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    const docs = await todaysRecommendations(deps.stores, viewer, day, now);
    const items = await cardsFor(deps.stores, viewer, await scoreProfiles(deps.stores, viewer, docs), now);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, discoveryRoutes.getRecommendations, {
      day,
      items,
      preferencesAreDefaults: viewer.prefsAreDefaults,
      preferencesGuessed: viewer.prefsGuessed
    });
  });

  contractRoute(router, discoveryRoutes.skipRecommendation, auth, async (req, res) => {
    const { params } = inputOf(res, discoveryRoutes.skipRecommendation.request);
    const now = deps.now();
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    await deps.stores.recommendations.skip(viewer.profile.userId, params.id, dayInIndia(now));
    await learnFromAction(deps.stores, viewer, params.id, 'skip', now, req.log);
    sendNoContent(res, discoveryRoutes.skipRecommendation);
  });
}
