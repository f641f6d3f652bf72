import { type Router } from 'express';
import { moderationRoutes } from '@matrimony/contracts/http/profile/moderation';
import { contractRoute, inputOf, sendJson } from '@matrimony/service-kit';
import { actOnMember } from '../../moderation/act-on-member';
import { CASE_PROJECTION, isOverdue, reportsQueue } from '../../moderation/reports-queue';
import { type ProfileDeps } from '../deps';
import { administratorsOnly, profileForAdmin } from './admin';
import { auditEntryView } from './view';

/** The reports queue, a reported member's case and the actions on them: administrators only. */
export function moderationMemberRoutes(router: Router, deps: ProfileDeps): void {
  const admin = administratorsOnly(deps);
  const { reports, moderationAudit } = deps.stores;
  const overdue = (filedAt: Date) => isOverdue(filedAt, deps.now());

  contractRoute(router, moderationRoutes.reportsQueue, ...admin, async (_req, res) => {
    const { query } = inputOf(res, moderationRoutes.reportsQueue.request);
    const { items, total } = await reportsQueue(
      deps.stores,
      { skip: (query.page - 1) * query.pageSize, limit: query.pageSize },
      deps.now()
    );
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, moderationRoutes.reportsQueue, {
      items,
      page: query.page,
      pageSize: query.pageSize,
      total
    });
  });

  contractRoute(router, moderationRoutes.memberCase, ...admin, async (_req, res) => {
    const { params } = inputOf(res, moderationRoutes.memberCase.request);
    const member = await profileForAdmin(deps.stores, params.profileId, CASE_PROJECTION);
    const [about, history] = await Promise.all([
      reports.aboutProfile(params.profileId),
      moderationAudit.historyOf(params.profileId)
    ]);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, moderationRoutes.memberCase, {
      profileId: params.profileId,
      memberNumber: member.memberNumber,
      displayName: member.fullName,
      moderationStatus: member.moderationStatus,
      reports: about.map((report) => ({
        ticketNumber: report.ticketNumber,
        reason: report.reason,
        details: report.details,
        status: report.status,
        outcome: report.outcome ?? null,
        filedAt: report.filedAt.toISOString(),
        resolveBy: report.resolveBy.toISOString(),
        overdue: report.open && overdue(report.filedAt)
      })),
      history: history.map(auditEntryView)
    });
  });

  contractRoute(router, moderationRoutes.actOnMember, ...admin, async (req, res) => {
    const { params, body } = inputOf(res, moderationRoutes.actOnMember.request);
    const member = await profileForAdmin(deps.stores, params.profileId, { pendingEvents: 0, photos: 0 });
    const result = await actOnMember(deps.stores, member, {
      actorUserId: req.auth!.userId,
      action: body.action,
      note: body.note ?? null,
      now: deps.now()
    });
    sendJson(res, moderationRoutes.actOnMember, result);
  });
}
