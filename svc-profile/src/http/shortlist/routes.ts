import { type Router } from 'express';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import { contractRoute, inputOf, requireAuth, sendJson, sendNoContent } from '@matrimony/service-kit';
import { cardsByUserId } from '../../discovery/score-cards';
import { shortlistProfile } from '../../connections/shortlist-profile';
import { loadMember, loadViewer } from '../../discovery/viewer';
import { type ProfileDeps } from '../deps';

/** GET /shortlist, PUT and DELETE /shortlist/:profileId. */
export function shortlistRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, connectionRoutes.listShortlist, auth, async (req, res) => {
    const { query } = inputOf(res, connectionRoutes.listShortlist.request);
    const now = deps.now();
    const viewer = await loadViewer(deps.stores, req.auth!.userId, now);
    const { items, total } = await deps.stores.shortlist.list(viewer.profile.userId, viewer.blocked, {
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    const cards = await cardsByUserId(
      deps.stores,
      viewer,
      items.map((entry) => entry.ownerUserId),
      now
    );
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, connectionRoutes.listShortlist, {
      items: items.flatMap((entry) => {
        const profile = cards.get(entry.ownerUserId);
        return profile ? [{ addedAt: entry.addedAt.toISOString(), profile }] : [];
      }),
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });

  contractRoute(router, connectionRoutes.addToShortlist, auth, async (req, res) => {
    const { params } = inputOf(res, connectionRoutes.addToShortlist.request);
    const now = deps.now();
    const viewer = await loadMember(deps.stores, req.auth!.userId, now);
    await shortlistProfile(deps.stores, viewer, params.profileId, now, req.log);
    sendNoContent(res, connectionRoutes.addToShortlist);
  });

  contractRoute(router, connectionRoutes.removeFromShortlist, auth, async (req, res) => {
    const { params } = inputOf(res, connectionRoutes.removeFromShortlist.request);
    const viewer = await loadMember(deps.stores, req.auth!.userId, deps.now());
    await deps.stores.shortlist.remove(viewer.profile.userId, params.profileId);
    sendNoContent(res, connectionRoutes.removeFromShortlist);
  });
}
