import { CONVERSATION_MESSAGES } from '@matrimony/catalog/conversations';
import { problem } from '@matrimony/service-kit';
import { type NotifyDeps } from '../deps';
import { findConversation } from './find-conversation';
import { conversationState } from './view';

/**
 * Marks the other member's messages up to and including `upTo` read; resolves the reader's unread count left in the
 * conversation. The reader's other tabs hear of it, and so does the sender (the read receipt) while the conversation
 * is open: a member who blocked or was blocked learns nothing more from the other side.
 */
export async function markConversationRead(
  deps: NotifyDeps,
  userId: string,
  conversationId: string,
  upTo: string
): Promise<number> {
  const { conversations, messages } = deps.stores;
  const { conversation, otherUserId, members } = await findConversation(deps.stores, conversationId, userId);
  const target = await messages.findIn(conversation._id, upTo);
  if (!target) throw problem(404, CONVERSATION_MESSAGES.messageNotFound, 'message_not_found');
  const readAt = deps.now();
  const changed = await messages.markRead(conversation._id, userId, target.seq, readAt);
  const unread = (participants: typeof conversation.participants) =>
    participants.find((p) => p.userId === userId)?.unread ?? 0;
  if (changed === 0) return unread(conversation.participants);
  const { left, removed } = await conversations.readSome(conversation._id, userId, changed);
  await deps.stores.conversationMembers.addUnread(userId, -removed);
  const news = {
    kind: 'read',
    conversationId,
    upTo,
    readerUserId: userId,
    readAt: readAt.toISOString()
  } as const;
  deps.unread.conversation(userId, news);
  if (conversationState(conversation, members.get(otherUserId), members.get(userId)).status === 'open')
    deps.unread.conversation(otherUserId, news);
  return left;
}
