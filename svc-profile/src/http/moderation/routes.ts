import { type Router } from 'express';
import { MODERATION_REJECT_REASONS } from '@matrimony/catalog';
import { moderationRoutes } from '@matrimony/contracts/http/profile/moderation';
import { contractRoute, inputOf, sendJson } from '@matrimony/service-kit';
import { decideProfile } from '../../moderation/decide-profile';
import { type ProfileDeps } from '../deps';
import { administratorsOnly, profileForAdmin } from './admin';
import { auditEntryView, moderationItemView, queueItemView } from './view';

/** The moderation queue, one item, the decision and the audit log: administrators only. */
export function moderationQueueRoutes(router: Router, deps: ProfileDeps): void {
  const admin = administratorsOnly(deps);
  const { profiles, moderationAudit } = deps.stores;
  const profileById = (id: string) => profileForAdmin(deps.stores, id, { pendingEvents: 0 });

  contractRoute(router, moderationRoutes.moderationQueue, ...admin, async (_req, res) => {
    const { query } = inputOf(res, moderationRoutes.moderationQueue.request);
    const { items: docs, total } = await profiles.moderationQueue({
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, moderationRoutes.moderationQueue, {
      items: docs.map((doc) => queueItemView(doc, deps.now())),
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });

  contractRoute(router, moderationRoutes.moderationItem, ...admin, async (_req, res) => {
    const { params } = inputOf(res, moderationRoutes.moderationItem.request);
    const doc = await profileById(params.profileId);
    const [history, owners] = await Promise.all([
      moderationAudit.historyOf(params.profileId),
      profiles.namesOf((doc.photoMatches ?? []).map((match) => match.otherUserId))
    ]);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(
      res,
      moderationRoutes.moderationItem,
      moderationItemView(doc, history, new Map(owners.map((owner) => [owner.userId, owner])), deps.now())
    );
  });

  contractRoute(router, moderationRoutes.decideModeration, ...admin, async (req, res) => {
    const { params, body } = inputOf(res, moderationRoutes.decideModeration.request);
    // A rejection's note is written to the member ("Other" asks for it): they read it with the reason.
    const reasonText =
      body.decision === 'reject' ? MODERATION_REJECT_REASONS.find((r) => r.id === body.reason)!.text : null;
    const reason = reasonText && body.note ? `${reasonText} Note from our team: ${body.note}` : reasonText;
    const decided = await decideProfile(deps.stores, await profileById(params.profileId), {
      actorUserId: req.auth!.userId,
      approve: body.decision === 'approve',
      revision: body.revision,
      reason,
      note: body.note ?? null,
      now: deps.now()
    });
    sendJson(res, moderationRoutes.decideModeration, decided);
  });

  contractRoute(router, moderationRoutes.auditLog, ...admin, async (_req, res) => {
    const { query } = inputOf(res, moderationRoutes.auditLog.request);
    const { items, total } = await moderationAudit.list(query.profileId, {
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, moderationRoutes.auditLog, {
      items: items.map(auditEntryView),
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });
}
