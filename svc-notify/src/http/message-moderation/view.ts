import { type ResponseOf } from '@matrimony/contracts/http/route';
import { type messageModerationRoutes } from '@matrimony/contracts/http/notify/message-moderation';
import { type ConversationMemberDoc } from '../../store/conversation-members';
import { type MessageReportDoc } from '../../store/message-reports';
import { type MessageDoc } from '../../store/messages';

type Routes = typeof messageModerationRoutes;
export type MessageReportItem = ResponseOf<Routes['reportedThread']>['report'];
export type ReportedThreadMessage = ResponseOf<Routes['reportedThread']>['messages'][number];

/** A member as moderators see them in a report: the conversation's name and the profile, nothing to reach them by. */
function memberView(member: ConversationMemberDoc | undefined) {
  return { displayName: member?.displayName ?? null, profileId: member?.profileId ?? null };
}

export function messageReportView(
  report: MessageReportDoc,
  members: Map<string, ConversationMemberDoc>,
  message: Pick<MessageDoc, 'warning'> | undefined
): MessageReportItem {
  return {
    id: String(report._id),
    reportedAt: report.reportedAt.toISOString(),
    reason: report.reason,
    details: report.details,
    reporter: memberView(members.get(report.reporterUserId)),
    reported: memberView(members.get(report.reportedUserId)),
    warning: message?.warning ?? null,
    resolution: report.resolution
      ? { outcome: report.resolution.outcome, resolvedAt: report.resolution.at.toISOString() }
      : null
  };
}

export function reportedThreadMessageView(
  report: MessageReportDoc,
  message: MessageDoc
): ReportedThreadMessage {
  return {
    id: String(message._id),
    author: message.senderUserId === report.reportedUserId ? 'reported' : 'reporter',
    text: message.text,
    sentAt: message.sentAt.toISOString(),
    warning: message.warning,
    reported: message._id.equals(report.messageId)
  };
}
