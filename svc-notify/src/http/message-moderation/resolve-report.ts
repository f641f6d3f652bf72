// A moderator resolves a message report once (docs/product-rules.md#conversation-safety): the decision is recorded
// in moderator_decisions (its unique index makes a second resolution a conflict), the report leaves the open queue
// and the reporter is told the outcome in their notifications, never who wrote the message or what was done.
import { type MessageReportOutcome } from '@matrimony/catalog/conversations';
import { problem } from '@matrimony/service-kit';
import { MESSAGE_MODERATION_MESSAGES } from '../../domain/moderation';
import { type MessageReportDoc } from '../../store/message-reports';
import { type ModeratorDecisionDoc } from '../../store/moderator-decisions';
import { notificationTexts } from '../../templates';
import { type NotifyDeps } from '../deps';

/** The notification's key: once per report, so finishing an interrupted resolution adds nothing. */
const notificationKey = (report: MessageReportDoc) => `message-report-resolved:${String(report._id)}`;

/**
 * What follows a recorded decision, each step idempotent: the report marked resolved and the reporter told. A
 * second resolution runs it again before answering the conflict, so a resolution interrupted between the decision
 * and these steps is finished rather than left open forever.
 */
async function applyDecision(deps: NotifyDeps, report: MessageReportDoc, decision: ModeratorDecisionDoc) {
  const { messageReports, notifications } = deps.stores;
  await messageReports.markResolved(report._id, { outcome: decision.outcome, at: decision.at });
  // In the reporter's language (their settings).
  const { locale } = await deps.stores.notificationSettings.get(report.reporterUserId);
  const told = await notifications.add({
    userId: report.reporterUserId,
    key: notificationKey(report),
    ...notificationTexts.messageReportResolved(decision.outcome, report.reportedAt, locale),
    actorUserId: null,
    createdAt: decision.at
  });
  if (told) deps.unread.changed(report.reporterUserId);
}

export async function resolveMessageReport(
  deps: NotifyDeps,
  adminUserId: string,
  reportId: string,
  resolution: { outcome: MessageReportOutcome; note?: string }
): Promise<{ report: MessageReportDoc; decision: ModeratorDecisionDoc }> {
  const { messageReports, moderatorDecisions } = deps.stores;
  const report = await messageReports.findById(reportId);
  if (!report) throw problem(404, MESSAGE_MODERATION_MESSAGES.reportNotFound, 'message_report_not_found');
  const decision = await moderatorDecisions.record({
    adminUserId,
    reportId: report._id,
    conversationId: report.conversationId,
    outcome: resolution.outcome,
    note: resolution.note || null,
    at: deps.now()
  });
  if (!decision) {
    const earlier = await moderatorDecisions.ofReport(report._id);
    if (earlier) await applyDecision(deps, report, earlier);
    throw problem(409, MESSAGE_MODERATION_MESSAGES.alreadyResolved, 'message_report_already_resolved');
  }
  await applyDecision(deps, report, decision);
  return { report, decision };
}
