import { type Router } from 'express';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { contractRoute, HttpProblem, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { scoreProfiles } from '../../discovery/score-cards';
import { loadViewer, visibleToFilter } from '../../discovery/viewer';
import { dayInIndia } from '../../domain/india-day';
import { defaultPreferencesFor } from '../../domain/matching/default-preferences';
import { isPremium } from '../../domain/plans';
import { type ProfileDoc } from '../../store/profile-model';
import { type ProfileDeps } from '../deps';
import { markActive } from '../last-active';
import { publicProfileView } from './view';

const notFound = () => new HttpProblem(404, 'This profile does not exist or is no longer visible.', { title: 'Profile Not Found', code: 'profile_not_found' });

/** GET /:profileId: another member's profile page. Mount LAST: `/:profileId` would otherwise shadow /me, /search, ... */
export function publicProfileRoutes(router: Router, deps: ProfileDeps): void {
  contractRoute(router, discoveryRoutes.getProfile, requireAuth(deps.verifier), markActive(deps), async (req, res) => {
    const { params } = inputOf(res, discoveryRoutes.getProfile.request);
    const now = deps.now();
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    const isOwn = String(viewer.profile._id) === params.profileId;
    // Hidden, unapproved, blocked, another gender's, deleted and unknown profiles all look the same.
    const doc = isOwn ? viewer.profile : await deps.stores.profiles.model.findOne({ ...visibleToFilter(viewer), _id: params.profileId }, { pendingEvents: 0 }).lean<ProfileDoc>();
    if (!doc) throw notFound();
    const [scored] = await scoreProfiles(deps.stores, viewer, [doc]);
    const ownerPrefs = (await deps.stores.preferences.ofMany([doc.userId])).get(doc.userId) ?? defaultPreferencesFor(doc);
    if (!isOwn) await deps.stores.profileViews.record(viewer.profile.userId, doc.userId, dayInIndia(now), now);
    const profile = publicProfileView(doc, {
      match: scored!.match,
      ownerIsPremium: isPremium(await deps.stores.plans.find(doc.userId), now),
      showFullName: isOwn,
      viewerIsPremium: viewer.isPremium || isOwn,
      ownerPrefs,
      viewerPrefs: viewer.prefs
    });
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, discoveryRoutes.getProfile, { profile, relation: { isOwn } });
  });
}
