import { type Router } from 'express';
import { REPORT_RESOLVE_DAYS } from '@matrimony/catalog';
import { moderationRoutes } from '@matrimony/contracts/http/profile/moderation';
import { contractRoute, inputOf, sendJson } from '@matrimony/service-kit';
import { Types } from 'mongoose';
import { actOnMember } from '../../moderation/act-on-member';
import { type ProfileDoc } from '../../store/profile-model';
import { type ReportDoc } from '../../store/reports';
import { type ProfileDeps } from '../deps';
import { administratorsOnly, profileForAdmin } from './admin';
import { auditEntryView } from './view';

const DAY_MS = 24 * 60 * 60 * 1000;
const CASE_PROJECTION = {
  userId: 1,
  memberNumber: 1,
  fullName: 1,
  moderationStatus: 1,
  statusBeforeSuspension: 1
} as const;

/** The reports queue, a reported member's case and the actions on them: administrators only. */
export function moderationMemberRoutes(router: Router, deps: ProfileDeps): void {
  const admin = administratorsOnly(deps);
  const { profiles, reports, moderationAudit } = deps.stores;
  const overdue = (filedAt: Date) => deps.now().getTime() - filedAt.getTime() > REPORT_RESOLVE_DAYS * DAY_MS;

  contractRoute(router, moderationRoutes.reportsQueue, ...admin, async (_req, res) => {
    const { query } = inputOf(res, moderationRoutes.reportsQueue.request);
    const { items, total } = await reports.openByMember({
      skip: (query.page - 1) * query.pageSize,
      limit: query.pageSize
    });
    const members = new Map(
      (
        await profiles.model
          .find({ _id: { $in: items.map((item) => new Types.ObjectId(item._id)) } }, CASE_PROJECTION)
          .lean<ProfileDoc[]>()
      ).map((doc) => [String(doc._id), doc])
    );
    const rows = items.flatMap((item) => {
      const member = members.get(item._id);
      if (!member) return [];
      const counts = new Map<string, number>();
      for (const reason of item.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
      return [
        {
          profileId: item._id,
          memberNumber: member.memberNumber,
          displayName: member.fullName,
          moderationStatus: member.moderationStatus,
          openReports: item.count,
          reporterCount: item.reporters.length,
          reasons: [...counts].map(([reason, count]) => ({ reason: reason as ReportDoc['reason'], count })),
          oldestFiledAt: item.oldestFiledAt.toISOString(),
          overdue: overdue(item.oldestFiledAt)
        }
      ];
    });
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, moderationRoutes.reportsQueue, {
      items: rows,
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
