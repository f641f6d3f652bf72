import { type Router } from 'express';
import { horoscopeTraditionOf } from '@matrimony/catalog';
import { horoscopeMatchRoutes } from '@matrimony/contracts/http/profile/horoscope-match';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { matchHoroscopes } from '../../discovery/match-horoscopes';
import { loadMember } from '../../discovery/viewer';
import { type ProfileDeps } from '../deps';
import { horoscopeMatchView } from './view';

const route = horoscopeMatchRoutes.getHoroscopeMatch;

/** GET /:profileId/horoscope-match: Guna Milan and the Poruthams with another member, as much as the viewer's plan shows. */
export function gunaMilanRoutes(router: Router, deps: ProfileDeps): void {
  contractRoute(router, route, requireAuth(deps.verifier), async (req, res) => {
    const { params } = inputOf(res, route.request);
    const viewer = await loadMember(deps.stores, req.auth!.userId, deps.now());
    res.setHeader('Cache-Control', 'no-store');
    const tradition = horoscopeTraditionOf(viewer.profile);
    if (String(viewer.profile._id) === params.profileId)
      return sendJson(res, route, { availability: 'none', tradition, reason: 'own_profile' });
    const { pairing, other } = await matchHoroscopes(deps.stores, viewer, params.profileId);
    sendJson(res, route, horoscopeMatchView(pairing, other, viewer.isPremium, tradition));
  });
}
