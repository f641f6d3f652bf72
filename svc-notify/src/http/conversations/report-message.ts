import { CONVERSATION_MESSAGES, type MessageReportReasonId } from '@matrimony/catalog/conversations';
import { problem } from '@matrimony/service-kit';
import { type MessageReportDoc } from '../../store/message-reports';
import { type NotifyDeps } from '../deps';
import { findConversation } from './find-conversation';

/**
 * Stores the member's report of a message the other member sent, for the moderators (also once the conversation
 * ended: blocking and reporting often go together); once per message and reporter.
 */
export async function reportMessage(
  deps: NotifyDeps,
  userId: string,
  conversationId: string,
  messageId: string,
  report: { reason: MessageReportReasonId; details?: string }
): Promise<MessageReportDoc> {
  const { conversation } = await findConversation(deps.stores, conversationId, userId);
  const message = await deps.stores.messages.findIn(conversation._id, messageId);
  if (!message) throw problem(404, CONVERSATION_MESSAGES.messageNotFound, 'message_not_found');
  if (message.senderUserId === userId) throw problem(422, CONVERSATION_MESSAGES.ownMessage, 'own_message');
  const stored = await deps.stores.messageReports.add({
    messageId: message._id,
    conversationId: conversation._id,
    reporterUserId: userId,
    reportedUserId: message.senderUserId,
    reason: report.reason,
    details: report.details || null,
    reportedAt: deps.now()
  });
  if (!stored) throw problem(409, CONVERSATION_MESSAGES.alreadyReported, 'message_already_reported');
  return stored;
}
