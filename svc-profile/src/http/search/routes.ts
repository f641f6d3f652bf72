import { type Router } from 'express';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { contractRoute, inputOf, requireAuth, sendJson } from '@matrimony/service-kit';
import { searchProfiles } from '../../discovery/search-profiles';
import { loadViewer } from '../../discovery/viewer';
import { type ProfileDeps } from '../deps';
import { markActive } from '../last-active';

/** GET /search: explore and search. */
export function searchRoutes(router: Router, deps: ProfileDeps): void {
  contractRoute(
    router,
    discoveryRoutes.search,
    requireAuth(deps.verifier),
    markActive(deps),
    async (req, res) => {
      const { query } = inputOf(res, discoveryRoutes.search.request);
      const now = deps.now();
      const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
      res.setHeader('Cache-Control', 'no-store');
      sendJson(res, discoveryRoutes.search, await searchProfiles(deps.stores, viewer, query, now));
    }
  );
}
