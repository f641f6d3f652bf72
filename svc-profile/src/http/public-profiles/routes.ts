import { type Router } from 'express';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { profilePage } from '../../discovery/profile-page';
import { loadViewer, matchFactsOf } from '../../discovery/viewer';
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
      const page = await profilePage(deps.stores, viewer, params.profileId, now, req.log);
      const { tie, isOwn } = page;
      const profile = publicProfileView(page.doc, {
        // The member's own page names nothing their actions revealed.
        match: isOwn ? { ...page.match, revealedReason: null } : page.match,
        ownerIsPremium: page.ownerIsPremium,
        tie: tie ?? OWN_TIE,
        viewerIsPremium: viewer.isPremium || isOwn,
        ownerPrefs: page.ownerPrefs,
        viewerPrefs: viewer.prefs,
        viewerFacts: matchFactsOf(viewer.profile)
      });
      res.setHeader('Cache-Control', 'no-store');
      sendJson(res, discoveryRoutes.getProfile, {
        profile,
        relation: {
          isOwn,
          interest: tie?.interest ? interestSummaryView(tie.interest, viewer.profile.userId) : null,
          isMatch: tie?.isMatch ?? false,
          shortlisted: tie?.shortlisted ?? false,
          interestsRemainingToday: page.interestsRemainingToday
        }
      });
    }
  );
}
