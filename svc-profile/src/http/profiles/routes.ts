import { type Router } from 'express';
import { horoscopeTraditionRoutes } from '@matrimony/contracts/http/profile/horoscope-tradition';
import { photoPrivacyRoutes } from '@matrimony/contracts/http/profile/photo-privacy';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { contractRoute, inputOf, problem, requireAuth, sendJson } from '@matrimony/service-kit';
import { PROFILE_MESSAGES } from '../../domain/messages';
import { defaultPreferencesFor, withStatedPreferences } from '@matrimony/catalog';
import { isPremium } from '../../domain/plans';
import { ProfileExistsError } from '../../store/profiles';
import { type ProfileDeps } from '../deps';
import { requireOwnProfile } from '../own-profile';
import { createProfileReader, PROFILE_FIELDS } from './input';
import { ownProfileView } from './view';

const routes = ownProfileRoutes;

/** POST / (create), GET /me, PATCH /me, PUT /me/visibility. */
export function profileRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);
  const reader = createProfileReader(deps.now);

  contractRoute(router, routes.createProfile, auth, async (req, res) => {
    const { userId } = req.auth!;
    // Only an account identity has announced gets a profile: a token alone (say, of an account deleted
    // since) never creates one.
    const announced = await deps.stores.identityUsers.findAnnounced(userId);
    if (!announced) throw problem(409, PROFILE_MESSAGES.identityUnknown, 'identity_unknown');
    const { mobile, email, fullName } = announced;
    const contact = { mobile, email, fullName };
    const { statedPreferences, ...body } = inputOf(res, routes.createProfile.request).body;
    const fields = reader.forCreate(body, fullName);
    try {
      const profile = await deps.stores.profiles.create({
        userId,
        contact: { ...contact, fullName },
        fields
      });
      await deps.stores.preferences.getOrCreate(userId, () =>
        withStatedPreferences(defaultPreferencesFor(profile), statedPreferences ?? {})
      );
      res.location('/api/profiles/me');
      sendJson(res, routes.createProfile, ownProfileView(profile, deps.now()));
    } catch (err) {
      if (err instanceof ProfileExistsError)
        throw problem(409, PROFILE_MESSAGES.profileExists, 'profile_exists');
      throw err;
    }
  });

  contractRoute(router, routes.getOwnProfile, auth, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.getOwnProfile, ownProfileView(await requireOwnProfile(deps, req), deps.now()));
  });

  contractRoute(router, routes.updateOwnProfile, auth, async (req, res) => {
    const current = await requireOwnProfile(deps, req);
    const fields = reader.forEdit(current, inputOf(res, routes.updateOwnProfile.request).body);
    // Saving the same values again must not send an approved profile back to moderation.
    if (PROFILE_FIELDS.every((field) => fields[field] === current[field]))
      return sendJson(res, routes.updateOwnProfile, ownProfileView(current, deps.now()));
    const updated = await deps.stores.profiles.updateFields(current, fields);
    if (!updated) throw problem(404, PROFILE_MESSAGES.profileMissing, 'profile_missing');
    sendJson(res, routes.updateOwnProfile, ownProfileView(updated, deps.now()));
  });

  // Decisions: a premium member may hide the profile from others; anyone may show it again.
  contractRoute(router, routes.setVisibility, auth, async (req, res) => {
    const { hidden } = inputOf(res, routes.setVisibility.request).body;
    const current = await requireOwnProfile(deps, req);
    if (hidden && !isPremium(await deps.stores.plans.find(current.userId), deps.now())) {
      throw problem(403, PROFILE_MESSAGES.hideIsPremium, 'premium_required');
    }
    const updated = await deps.stores.profiles.setHidden(current, hidden);
    if (!updated) throw problem(404, PROFILE_MESSAGES.profileMissing, 'profile_missing');
    sendJson(res, routes.setVisibility, ownProfileView(updated, deps.now()));
  });

  // Decisions, "Photo privacy": every signed-in member (default) or only connections.
  contractRoute(router, photoPrivacyRoutes.setPhotoPrivacy, auth, async (req, res) => {
    const { photoPrivacy } = inputOf(res, photoPrivacyRoutes.setPhotoPrivacy.request).body;
    const current = await requireOwnProfile(deps, req);
    await deps.stores.profiles.setPhotoPrivacy(current, photoPrivacy);
    sendJson(res, photoPrivacyRoutes.setPhotoPrivacy, { photoPrivacy });
  });

  // Which horoscope match the member reads first (docs/product-rules.md#horoscope-traditions).
  contractRoute(router, horoscopeTraditionRoutes.setHoroscopeTradition, auth, async (req, res) => {
    const { horoscopeTradition } = inputOf(res, horoscopeTraditionRoutes.setHoroscopeTradition.request).body;
    const current = await requireOwnProfile(deps, req);
    await deps.stores.profiles.setHoroscopeTradition(current, horoscopeTradition);
    sendJson(res, horoscopeTraditionRoutes.setHoroscopeTradition, { horoscopeTradition });
  });
}
