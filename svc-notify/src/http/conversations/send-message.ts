// Sending a message (docs/product-rules.md#conversations): only in an open conversation, within the member's
// limits, stored once per client message id, and told live to both members' streams.
import { CONVERSATION_MESSAGES } from '@matrimony/catalog/conversations';
import { problem, tooManyRequests, type RateLimitResult } from '@matrimony/service-kit';
import { MESSAGES_PER_MEMBER, NEW_ACCOUNT_AGE_MS, NEW_ACCOUNT_MESSAGES } from '../../domain/limits';
import { type MessageDoc } from '../../store/messages';
import { type NotifyDeps } from '../deps';
import { afterMessageStored, messageWarningOf } from './message-safety';
import { conversationState } from './view';
import { findConversation } from './find-conversation';

export interface SendMessageInput {
  clientMessageId: string;
  text: string;
}

/** Takes one message from the member's limits, or answers 429 with Retry-After. */
async function takeLimits(
  deps: NotifyDeps,
  userId: string,
  now: Date
): Promise<RateLimitResult & { allowed: true }> {
  const { rateLimits, recipients } = deps.stores;
  const minute = await rateLimits.take(`messages:${userId}`, MESSAGES_PER_MEMBER, now);
  if (!minute.allowed)
    throw tooManyRequests(
      CONVERSATION_MESSAGES.tooFast.description,
      'message_rate_limited',
      minute.retryAfterSec
    );
  const registeredAt = (await recipients.get(userId))?.registeredAt;
  if (!registeredAt || now.getTime() - registeredAt.getTime() >= NEW_ACCOUNT_AGE_MS) return minute;
  const day = await rateLimits.take(`messages-new-account:${userId}`, NEW_ACCOUNT_MESSAGES, now);
  if (!day.allowed) {
    await minute.release();
    throw tooManyRequests(
      CONVERSATION_MESSAGES.newAccountDailyLimit.description,
      'message_daily_limit',
      day.retryAfterSec
    );
  }
  return {
    allowed: true,
    async release() {
      await Promise.all([minute.release(), day.release()]);
    }
  };
}

/** The stored message, and whether it was stored by an earlier send (a retry). */
export async function sendMessage(
  deps: NotifyDeps,
  userId: string,
  conversationId: string,
  input: SendMessageInput
): Promise<{ message: MessageDoc; replay: boolean }> {
  const { conversations, messages } = deps.stores;
  const { conversation, otherUserId, members } = await findConversation(deps.stores, conversationId, userId);
  const replayOf = (stored: MessageDoc) => {
    if (!stored.conversationId.equals(conversation._id))
      throw problem(409, CONVERSATION_MESSAGES.clientMessageIdReused, 'client_message_id_reused');
    return { message: stored, replay: true };
  };
  const earlier = await messages.findSent(userId, input.clientMessageId);
  if (earlier) return replayOf(earlier);
  if (conversationState(conversation, members.get(otherUserId), members.get(userId)).status !== 'open')
    throw problem(409, CONVERSATION_MESSAGES.ended, 'conversation_ended');
  const now = deps.now();
  const taken = await takeLimits(deps, userId, now);
  const seq = await conversations.nextSeq(conversation._id);
  const message = await messages.add({
    conversationId: conversation._id,
    seq,
    senderUserId: userId,
    recipientUserId: otherUserId,
    clientMessageId: input.clientMessageId,
    text: input.text,
    sentAt: now,
    warning: messageWarningOf(input.text)
  });
  if (!message) {
    // A retry of the same send was stored meanwhile: it took its own place in the limits.
    await taken.release();
    return replayOf((await messages.findSent(userId, input.clientMessageId))!);
  }
  await conversations.recordMessage(
    conversation._id,
    { id: message._id, seq, senderUserId: userId, text: message.text, sentAt: message.sentAt },
    otherUserId
  );
  await deps.stores.conversationMembers.addUnread(otherUserId, 1);
  await afterMessageStored(deps.stores, message);
  const news = { kind: 'message', conversationId, messageId: String(message._id) } as const;
  deps.unread.conversation(userId, news);
  deps.unread.conversation(otherUserId, news);
  return { message, replay: false };
}
