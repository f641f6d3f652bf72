import { type Router } from 'express';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import { contractRoute, inputOf, requireAuth, sendJson, sendNoContent } from '@matrimony/service-kit';
import { blockProfile, unblockProfile } from '../../connections/block-member';
import { blockedMembers } from '../../connections/blocked-members';
import { loadMember } from '../../discovery/viewer';
import { type ProfileDeps } from '../deps';

/** GET /blocks, PUT and DELETE /blocks/:profileId. */
export function blockRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, connectionRoutes.listBlocks, auth, async (req, res) => {
    const { query } = inputOf(res, connectionRoutes.listBlocks.request);
    const viewer = await loadMember(deps.stores, req.auth!.userId, deps.now());
    const { items, total } = await blockedMembers(deps.stores, viewer, {
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, connectionRoutes.listBlocks, { items, page: query.page, pageSize: query.pageSize, total });
  });

  contractRoute(router, connectionRoutes.block, auth, async (req, res) => {
    const { params } = inputOf(res, connectionRoutes.block.request);
    const now = deps.now();
    const viewer = await loadMember(deps.stores, req.auth!.userId, now);
    await blockProfile(deps.stores, viewer, params.profileId, now);
    sendNoContent(res, connectionRoutes.block);
  });

  contractRoute(router, connectionRoutes.unblock, auth, async (req, res) => {
    const { params } = inputOf(res, connectionRoutes.unblock.request);
    const now = deps.now();
    const viewer = await loadMember(deps.stores, req.auth!.userId, now);
    await unblockProfile(deps.stores, viewer, params.profileId, now);
    sendNoContent(res, connectionRoutes.unblock);
  });
}
