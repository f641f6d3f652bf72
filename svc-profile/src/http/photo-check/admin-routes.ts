import { type Router } from 'express';
import { photoCheckRoutes as routes } from '@matrimony/contracts/http/profile/photo-check';
import { contractRoute, inputOf, problem, sendJson } from '@matrimony/service-kit';
import { PHOTO_CHECK_PROBLEMS as PROBLEMS } from '../../domain/messages';
import { SELFIE_CONTENT_TYPE } from '../../media/selfie-image';
import { decideSelfie } from '../../verification/decide-selfie';
import { type PhotoCheckDoc } from '../../store/photo-checks';
import { type ProfileDeps } from '../deps';
import { administratorsOnly } from '../moderation/admin';
import { selfieItemView, selfieQueueItemView } from './view';

/** The administrators' queue of selfies, oldest first: list, item, the selfie itself and the decision. */
export function selfieReviewRoutes(router: Router, deps: ProfileDeps, basePath: string): void {
  const admin = administratorsOnly(deps);
  const { photoChecks, profiles, images } = deps.stores;

  const checkOf = async (checkId: string) => {
    const check = await photoChecks.get(checkId);
    if (!check) throw problem(404, PROBLEMS.checkNotFound, 'photo_check_not_found');
    return check;
  };
  const itemView = async (check: PhotoCheckDoc) => {
    const member = await profiles.findById(check.profileId, { memberNumber: 1, fullName: 1, photos: 1 });
    return selfieItemView(check, member ?? undefined, basePath, deps.now());
  };

  contractRoute(router, routes.selfieQueue, ...admin, async (_req, res) => {
    const { query } = inputOf(res, routes.selfieQueue.request);
    const { items, total } = await photoChecks.queue({
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    const members = await profiles.findByIds(
      items.map((item) => item.profileId),
      { memberNumber: 1, fullName: 1 }
    );
    const byId = new Map(members.map((member) => [String(member._id), member]));
    const now = deps.now();
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.selfieQueue, {
      items: items.map((item) => selfieQueueItemView(item, byId.get(item.profileId), now)),
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });

  contractRoute(router, routes.selfieItem, ...admin, async (_req, res) => {
    const { checkId } = inputOf(res, routes.selfieItem.request).params;
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.selfieItem, await itemView(await checkOf(checkId)));
  });

  contractRoute(router, routes.selfieImage, ...admin, async (req, res) => {
    const { checkId } = inputOf(res, routes.selfieImage.request).params;
    const check = await checkOf(checkId);
    const info =
      check.status === 'pending' && check.selfieHeld ? await images.info(check.selfieId) : undefined;
    if (!info) throw problem(410, PROBLEMS.selfieGone, 'selfie_gone');
    req.log.info({ checkId, actorUserId: req.auth!.userId }, 'selfie viewed');
    res.set({
      'Content-Type': SELFIE_CONTENT_TYPE,
      'Content-Length': String(info.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Content-Disposition': 'inline'
    });
    res.status(200);
    await new Promise<void>((resolve, reject) => {
      images
        .open(check.selfieId)
        .once('error', reject)
        .pipe(res)
        .once('finish', resolve)
        .once('error', reject);
    });
  });

  contractRoute(router, routes.decideSelfie, ...admin, async (req, res) => {
    const { params, body } = inputOf(res, routes.decideSelfie.request);
    const actorUserId = req.auth!.userId;
    const decided = await decideSelfie(deps, params.checkId, body, actorUserId);
    req.log.info(
      { checkId: decided._id, actorUserId, status: decided.status, reason: decided.reason },
      'selfie decided'
    );
    sendJson(res, routes.decideSelfie, await itemView(decided));
  });
}
