// The live stream's conversation events, written for the member whose stream it is: the replica that holds the
// stream reads the message or conversation the news names (only ids travel between replicas).
import { CONVERSATION_STREAM_EVENTS } from '@matrimony/catalog/conversations';
import {
  type conversationStreamEvents,
  type ConversationStreamEventData
} from '@matrimony/contracts/http/notify/conversations';
import { conversationState, messageView } from '../http/conversations/view';
import { otherMemberOf } from '../store/conversations';
import { type Stores } from '../store';
import { type ConversationNews } from './unread-hub';

type StreamEvent = { event: string; data: unknown };

const event = <E extends keyof typeof conversationStreamEvents>(
  name: E,
  data: ConversationStreamEventData<E>
): StreamEvent => ({ event: name, data });

export function conversationEvents(stores: Stores) {
  return async (userId: string, news: ConversationNews): Promise<StreamEvent | undefined> => {
    const conversation = await stores.conversations.findForMember(news.conversationId, userId);
    if (!conversation) return undefined;
    if (news.kind === 'message') {
      const message = await stores.messages.findIn(conversation._id, news.messageId);
      if (!message) return undefined;
      return event(CONVERSATION_STREAM_EVENTS.message, {
        conversationId: news.conversationId,
        message: messageView(message, userId)
      });
    }
    if (news.kind === 'read') {
      const by = news.readerUserId === userId ? 'me' : 'them';
      return event(CONVERSATION_STREAM_EVENTS.read, {
        conversationId: news.conversationId,
        by,
        upTo: news.upTo,
        readAt: news.readAt,
        unreadCount: conversation.participants.find((p) => p.userId === userId)?.unread ?? 0
      });
    }
    const otherUserId = otherMemberOf(conversation, userId);
    const members = await stores.conversationMembers.getMany([userId, otherUserId]);
    const state = conversationState(conversation, members.get(otherUserId), members.get(userId));
    // Opened again meanwhile (the block was lifted): nothing ended.
    if (state.status === 'open') return undefined;
    return event(CONVERSATION_STREAM_EVENTS.ended, {
      conversationId: news.conversationId,
      endReason: state.endReason ?? 'closed'
    });
  };
}
