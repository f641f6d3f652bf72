import { type Router } from 'express';
import { publicName } from '@matrimony/catalog';
import { Types } from 'mongoose';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import { contractRoute, inputOf, requireAuth, sendJson, sendNoContent } from '@matrimony/service-kit';
import { blockMember } from '../../connections/block-member';
import { loadMember, profileNotFound } from '../../discovery/viewer';
import { type ProfileDoc } from '../../store/profile-model';
import { type ProfileDeps } from '../deps';

/** GET /blocks, PUT and DELETE /blocks/:profileId. */
export function blockRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);
  const ownerOf = (profileId: string) =>
    deps.stores.profiles.model.findById(new Types.ObjectId(profileId), { userId: 1 }).lean<ProfileDoc>();

  contractRoute(router, connectionRoutes.listBlocks, auth, async (req, res) => {
    const { query } = inputOf(res, connectionRoutes.listBlocks.request);
    const viewer = await loadMember(deps.stores, req.auth!.userId, deps.now());
    const { items, total } = await deps.stores.blocks.listBy(viewer.profile.userId, {
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    const docs = await deps.stores.profiles.model
      .find(
        { userId: { $in: items.map((block) => block.blockedId) } },
        { userId: 1, fullName: 1, memberNumber: 1 }
      )
      .lean<ProfileDoc[]>();
    const byUser = new Map(docs.map((doc) => [doc.userId, doc]));
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, connectionRoutes.listBlocks, {
      items: items.flatMap((block) => {
        const doc = byUser.get(block.blockedId);
        return doc?.memberNumber
          ? [
              {
                id: String(doc._id),
                memberNumber: doc.memberNumber,
                displayName: publicName(doc.fullName, false),
                blockedAt: block.createdAt.toISOString()
              }
            ]
          : [];
      }),
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });

  contractRoute(router, connectionRoutes.block, auth, async (req, res) => {
    const { params } = inputOf(res, connectionRoutes.block.request);
    const now = deps.now();
    const viewer = await loadMember(deps.stores, req.auth!.userId, now);
    const owner = await ownerOf(params.profileId);
    if (!owner || owner.userId === viewer.profile.userId) throw profileNotFound();
    await blockMember(deps.stores, viewer.profile.userId, owner.userId, now);
    sendNoContent(res, connectionRoutes.block);
  });

  contractRoute(router, connectionRoutes.unblock, auth, async (req, res) => {
    const { params } = inputOf(res, connectionRoutes.unblock.request);
    const viewer = await loadMember(deps.stores, req.auth!.userId, deps.now());
    const owner = await ownerOf(params.profileId);
    if (owner) await deps.stores.blocks.unblock(viewer.profile.userId, owner.userId);
    sendNoContent(res, connectionRoutes.unblock);
  });
}
