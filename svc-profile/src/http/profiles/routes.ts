import { type Request, type Router } from 'express';
import { photoPrivacyRoutes } from '@matrimony/contracts/http/profile/photo-privacy';
import { contractRoute, inputOf, requireAuth, sendJson, validate } from '@matrimony/service-kit';
import { z } from 'zod';
import { PROFILE_MESSAGES } from '../../domain/messages';
import { defaultPreferencesFor } from '../../domain/matching/default-preferences';
import { isPremium } from '../../domain/plans';
import { ProfileExistsError } from '../../store/profiles';
import { type ProfileDeps } from '../deps';
import { userProblem } from '../problems';
import { createProfileReader, PROFILE_FIELDS, profileBodySchema, profilePatchSchema } from './input';
import { ownProfileView } from './view';

const createSchemas = { body: profileBodySchema };
const patchSchemas = { body: profilePatchSchema };
const visibilitySchemas = { body: z.object({ hidden: z.boolean({ error: 'Please say whether the profile is hidden (true or false).' }) }).strict() };

/** The signed-in member's profile, or 404 "No Profile Yet". */
export async function requireOwnProfile(deps: ProfileDeps, req: Request) {
  const profile = await deps.stores.profiles.findByUserId(req.auth!.userId);
  if (!profile) throw userProblem(404, PROFILE_MESSAGES.profileMissing, 'profile_missing');
  return profile;
}

/** POST / (create), GET /me, PATCH /me, PUT /me/visibility. */
export function profileRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);
  const reader = createProfileReader(deps.now);

  router.post('/', auth, validate(createSchemas), async (req, res) => {
    const { userId } = req.auth!;
    // Only an account identity has announced gets a profile: a token alone (say, of an account deleted
    // since) never creates one.
    const announced = await deps.stores.identityUsers.findAnnounced(userId);
    if (!announced) throw userProblem(409, PROFILE_MESSAGES.identityUnknown, 'identity_unknown');
    const { mobile, email, fullName } = announced;
    const contact = { mobile, email, fullName };
    const fields = reader.forCreate(inputOf(res, createSchemas).body, fullName);
    try {
      const profile = await deps.stores.profiles.create({ userId, contact: { ...contact, fullName }, fields });
      await deps.stores.preferences.getOrCreate(userId, () => defaultPreferencesFor(profile));
      res.status(201).location(`/api/profiles/me`).json(ownProfileView(profile, deps.now()));
    } catch (err) {
      if (err instanceof ProfileExistsError) throw userProblem(409, PROFILE_MESSAGES.profileExists, 'profile_exists');
      throw err;
    }
  });

  router.get('/me', auth, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(ownProfileView(await requireOwnProfile(deps, req), deps.now()));
  });

  router.patch('/me', auth, validate(patchSchemas), async (req, res) => {
    const current = await requireOwnProfile(deps, req);
    const fields = reader.forEdit(current, inputOf(res, patchSchemas).body);
    // Saving the same values again must not send an approved profile back to moderation.
    if (PROFILE_FIELDS.every((field) => fields[field] === current[field])) {
      res.json(ownProfileView(current, deps.now()));
      return;
    }
    const updated = await deps.stores.profiles.updateFields(current, fields);
    if (!updated) throw userProblem(404, PROFILE_MESSAGES.profileMissing, 'profile_missing');
    res.json(ownProfileView(updated, deps.now()));
  });

  // Decisions: a premium member may hide the profile from others; anyone may show it again.
  router.put('/me/visibility', auth, validate(visibilitySchemas), async (req, res) => {
    const { hidden } = inputOf(res, visibilitySchemas).body;
    const current = await requireOwnProfile(deps, req);
    if (hidden && !isPremium(await deps.stores.plans.find(current.userId), deps.now())) {
      throw userProblem(403, PROFILE_MESSAGES.hideIsPremium, 'premium_required');
    }
    const updated = await deps.stores.profiles.setHidden(current, hidden);
    if (!updated) throw userProblem(404, PROFILE_MESSAGES.profileMissing, 'profile_missing');
    res.json(ownProfileView(updated, deps.now()));
  });

  // Decisions, "Photo privacy": every signed-in member (default) or only connections.
  contractRoute(router, photoPrivacyRoutes.setPhotoPrivacy, auth, async (req, res) => {
    const { photoPrivacy } = inputOf(res, photoPrivacyRoutes.setPhotoPrivacy.request).body;
    const current = await requireOwnProfile(deps, req);
    await deps.stores.profiles.model.updateOne({ _id: current._id }, { $set: { photoPrivacy } });
    sendJson(res, photoPrivacyRoutes.setPhotoPrivacy, { photoPrivacy });
  });
}
