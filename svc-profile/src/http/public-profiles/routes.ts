import { type Router } from 'express';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { NO_TIE, tiesWith } from '../../connections/ties';
import { remainingToday } from '../../connections/send-interest';
import { scoreProfiles } from '../../discovery/score-cards';
import { loadViewer, profileNotFound, visibleToFilter } from '../../discovery/viewer';
import { dayInIndia } from '../../domain/india-day';
import { defaultPreferencesFor } from '@matrimony/catalog';
import { isPremium } from '../../domain/plans';
import { type ProfileDoc } from '../../store/profile-model';
import { type ProfileDeps } from '../deps';
import { markActive } from '../last-active';
import { interestSummaryView } from '../interests/view';
import { OWN_TIE, publicProfileView } from './view';

/** GET /:profileId: another member's profile page. Mount LAST: `/:profileId` would otherwise shadow /me, /search, ... */
export function publicProfileRoutes(router: Router, deps: ProfileDeps): void {
  contractRoute(
    router,
    discoveryRoutes.getProfile,
    requireAuth(deps.verifier),
    markActive(deps),
    async (req, res) => {
      const { params } = inputOf(res, discoveryRoutes.getProfile.request);
      const now = deps.now();
      const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
      const isOwn = String(viewer.profile._id) === params.profileId;
      // Hidden, unapproved, blocked, another gender's, deleted and unknown profiles all look the same.
      const doc = isOwn
        ? viewer.profile
        : await deps.stores.profiles.model
            .findOne({ ...visibleToFilter(viewer), _id: params.profileId }, { pendingEvents: 0 })
            .lean<ProfileDoc>();
      if (!doc) throw profileNotFound();
      const [scored] = await scoreProfiles(deps.stores, viewer, [doc]);
      const ownerPrefs =
        (await deps.stores.preferences.ofMany([doc.userId])).get(doc.userId) ?? defaultPreferencesFor(doc);
      const owner = { userId: doc.userId, profileId: String(doc._id) };
      if (!isOwn) {
        await deps.stores.profileViews.record(
          {
            viewerUserId: viewer.profile.userId,
            viewerProfileId: String(viewer.profile._id),
            ownerUserId: owner.userId,
            ownerProfileId: owner.profileId
          },
          dayInIndia(now),
          now
        );
      }
      const tie = isOwn
        ? null
        : ((await tiesWith(deps.stores, viewer.profile.userId, [owner])).get(owner.userId) ?? NO_TIE);
      const profile = publicProfileView(doc, {
        match: scored!.match,
        ownerIsPremium: isPremium(await deps.stores.plans.find(doc.userId), now),
        tie: tie ?? OWN_TIE,
        viewerIsPremium: viewer.isPremium || isOwn,
        ownerPrefs,
        viewerPrefs: viewer.prefs
      });
      res.setHeader('Cache-Control', 'no-store');
      sendJson(res, discoveryRoutes.getProfile, {
        profile,
        relation: {
          isOwn,
          interest: tie?.interest ? interestSummaryView(tie.interest, viewer.profile.userId) : null,
          isMatch: tie?.isMatch ?? false,
          shortlisted: tie?.shortlisted ?? false,
          interestsRemainingToday: await remainingToday(deps.stores, viewer, now)
        }
      });
    }
  );
}
