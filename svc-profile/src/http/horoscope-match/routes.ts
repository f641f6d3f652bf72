import { type Router } from 'express';
import { horoscopeMatchRoutes } from '@matrimony/contracts/http/profile/horoscope-match';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { loadMember, profileNotFound, visibleToFilter } from '../../discovery/viewer';
import { pairHoroscopes } from '../../domain/horoscope/pairing';
import { type ProfileDoc } from '../../store/profile-model';
import { type ProfileDeps } from '../deps';
import { horoscopeMatchView } from './view';

const route = horoscopeMatchRoutes.getHoroscopeMatch;
const HOROSCOPE_FIELDS = {
  userId: 1,
  gender: 1,
  rasi: 1,
  star: 1,
  starPada: 1,
  dosham: 1,
  horoscope: 1
} as const;

/** GET /:profileId/horoscope-match: Guna Milan with another member, as much of it as the viewer's plan shows. */
export function gunaMilanRoutes(router: Router, deps: ProfileDeps): void {
  contractRoute(router, route, requireAuth(deps.verifier), async (req, res) => {
    const { params } = inputOf(res, route.request);
    const viewer = await loadMember(deps.stores, req.auth!.userId, deps.now());
    res.setHeader('Cache-Control', 'no-store');
    if (String(viewer.profile._id) === params.profileId)
      return sendJson(res, route, { availability: 'none', reason: 'own_profile' });
    // Hidden, unapproved, blocked and unknown profiles look the same as on the profile page.
    const other = await deps.stores.profiles.model
      .findOne({ ...visibleToFilter(viewer), _id: params.profileId }, HOROSCOPE_FIELDS)
      .lean<ProfileDoc>();
    if (!other) throw profileNotFound();
    sendJson(res, route, horoscopeMatchView(pairHoroscopes(viewer.profile, other), other, viewer.isPremium));
  });
}
