import { type Router } from 'express';
import { notifyApi } from '@matrimony/contracts/http/notify';
import { contractRoute, inputOf, requireAuth, requireRole, sendJson } from '@matrimony/service-kit';
import { ADMIN_ROLE } from '../../domain/moderation';
import { type NotifyDeps } from '../deps';
import { readReportedThread } from './read-reported-thread';
import { resolveMessageReport } from './resolve-report';
import { messageReportView } from './view';

const routes = notifyApi.routes;

/** The moderators' side of conversations: administrators only (realm role `admin`). */
export function messageModerationRoutes(router: Router, deps: NotifyDeps): void {
  const administrators = [requireAuth(deps.verifier), requireRole(ADMIN_ROLE)];
  const { messageReports, messages, conversationMembers, flaggedMessages } = deps.stores;

  contractRoute(router, routes.messageReportQueue, ...administrators, async (_req, res) => {
    const { page, pageSize, status } = inputOf(res, routes.messageReportQueue.request).query;
    const { items, total } = await messageReports.queue(status, (page - 1) * pageSize, pageSize);
    const members = await conversationMembers.getMany(
      items.flatMap((report) => [report.reporterUserId, report.reportedUserId])
    );
    const reportedMessages = await messages.model
      .find({ _id: { $in: items.map((report) => report.messageId) } }, { warning: 1 })
      .lean();
    const warningOf = new Map(reportedMessages.map((message) => [String(message._id), message]));
    sendJson(res, routes.messageReportQueue, {
      items: items.map((report) =>
        messageReportView(report, members, warningOf.get(String(report.messageId)))
      ),
      page,
      pageSize,
      total,
      flaggedMessages: await flaggedMessages.totals(deps.now())
    });
  });

  contractRoute(router, routes.reportedThread, ...administrators, async (req, res) => {
    const { reportId } = inputOf(res, routes.reportedThread.request).params;
    sendJson(res, routes.reportedThread, await readReportedThread(deps, req.auth!.userId, reportId));
  });

  contractRoute(router, routes.resolveMessageReport, ...administrators, async (req, res) => {
    const { params, body } = inputOf(res, routes.resolveMessageReport.request);
    const { report, decision } = await resolveMessageReport(deps, req.auth!.userId, params.reportId, body);
    const [members, message] = await Promise.all([
      conversationMembers.getMany([report.reporterUserId, report.reportedUserId]),
      messages.model.findById(report.messageId, { warning: 1 }).lean()
    ]);
    const resolved = { ...report, resolution: { outcome: decision.outcome, at: decision.at } };
    sendJson(res, routes.resolveMessageReport, messageReportView(resolved, members, message ?? undefined));
  });
}
