import { CONVERSATION_MESSAGES } from '@matrimony/catalog/conversations';
import { type ResponseOf } from '@matrimony/contracts';
import { type conversationRoutes } from '@matrimony/contracts/http/notify/conversations';
import { problem } from '@matrimony/service-kit';
import { type Stores } from '../../store';
import { findConversation } from './find-conversation';
import { conversationView, messageView } from './view';

/**
 * A page of the member's conversation, oldest to newest: the newest messages, the ones before a message, or the ones
 * after it. Messages are numbered in the conversation as they are sent, so a client that asks for everything after
 * the last message it shows (having opened its live stream first) misses none and gets none twice.
 */
export async function listMessages(
  stores: Stores,
  userId: string,
  conversationId: string,
  query: { before?: string; after?: string; limit: number }
): Promise<ResponseOf<typeof conversationRoutes.listMessages>> {
  const { conversation, members } = await findConversation(stores, conversationId, userId);
  const cursorId = query.after ?? query.before;
  let cursor: { before?: number; after?: number } = {};
  if (cursorId) {
    const at = await stores.messages.findIn(conversation._id, cursorId);
    if (!at) throw problem(404, CONVERSATION_MESSAGES.messageNotFound, 'message_not_found');
    cursor = query.after ? { after: at.seq } : { before: at.seq };
  }
  const { docs, more } = await stores.messages.page(conversation._id, cursor, query.limit);
  return {
    conversation: conversationView(conversation, userId, members),
    messages: docs.map((doc) => messageView(doc, userId)),
    hasOlder: cursor.after !== undefined ? true : more,
    hasNewer: cursor.after !== undefined ? more : cursor.before !== undefined
  };
}
