// A moderator reads a conversation only through a report (docs/product-rules.md#conversation-safety): the
// reported message and the messages around it, never the whole conversation, and every read is recorded first.
import { REPORTED_MESSAGE_CONTEXT } from '@matrimony/contracts/http/notify/message-moderation';
import { problem } from '@matrimony/service-kit';
import { MESSAGE_MODERATION_MESSAGES } from '../../domain/moderation';
import { type NotifyDeps } from '../deps';
import { messageReportView, reportedThreadMessageView } from './view';

export async function readReportedThread(deps: NotifyDeps, adminUserId: string, reportId: string) {
  const { messageReports, messages, conversationMembers, moderatorReads } = deps.stores;
  const report = await messageReports.findById(reportId);
  if (!report) throw problem(404, MESSAGE_MODERATION_MESSAGES.reportNotFound, 'message_report_not_found');
  const reported = await messages.findIn(report.conversationId, String(report.messageId));
  const shown = reported
    ? [
        ...(await messages.page(report.conversationId, { before: reported.seq }, REPORTED_MESSAGE_CONTEXT))
          .docs,
        reported,
        ...(await messages.page(report.conversationId, { after: reported.seq }, REPORTED_MESSAGE_CONTEXT))
          .docs
      ]
    : [];
  await moderatorReads.record({
    adminUserId,
    reportId: report._id,
    conversationId: report.conversationId,
    messageCount: shown.length,
    at: deps.now()
  });
  const members = await conversationMembers.getMany([report.reporterUserId, report.reportedUserId]);
  return {
    report: messageReportView(report, members, reported ?? undefined),
    messages: shown.map((message) => reportedThreadMessageView(report, message))
  };
}
