// What an open thread shows, kept in one reducer: the messages read so far (pages, live events and catch-up merged
// by id, so none shows twice), whether older ones exist, the conversation, and the member's own messages still on
// their way (sending, or failed with the text and client message id a retry sends again).
import type { ConversationEndReason } from '@matrimony/catalog/conversations';
import type { Conversation, Message, MessagePage } from '../api/conversations-api';

export type Outgoing = {
  clientMessageId: string;
  text: string;
  status: 'sending' | 'failed';
  /** Why the last try failed, as the member reads it. */
  error?: string;
};

export type ThreadState = {
  conversation?: Conversation;
  messages: Message[];
  hasOlder: boolean;
  outgoing: Outgoing[];
};

export type ThreadAction =
  | { type: 'page'; page: MessagePage; position: 'newest' | 'older' | 'newer' }
  | { type: 'message'; message: Message }
  | { type: 'sending'; clientMessageId: string; text: string }
  | { type: 'failed'; clientMessageId: string; error: string }
  | { type: 'read'; by: 'me' | 'them'; upTo: string; readAt: string }
  | { type: 'ended'; endReason: ConversationEndReason };

export const emptyThread: ThreadState = { messages: [], hasOlder: false, outgoing: [] };

const order = (a: Message, b: Message) =>
  a.sentAt === b.sentAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.sentAt < b.sentAt ? -1 : 1;

/** The messages of both lists, each id once (the later copy wins: it knows more, e.g. a read time), oldest first. */
function merge(known: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(order);
}

/** Outgoing messages that the thread now holds as stored ones are no longer outgoing. */
function withoutStored(outgoing: readonly Outgoing[], messages: readonly Message[]): Outgoing[] {
  const stored = new Set(messages.map((message) => message.clientMessageId));
  return outgoing.filter((item) => !stored.has(item.clientMessageId));
}

/** Marks the messages of one side read up to and including `upTo` (all of them when `upTo` is not shown yet). */
function markRead(messages: readonly Message[], sender: Message['sender'], upTo: string, readAt: string) {
  const index = messages.findIndex((message) => message.id === upTo);
  const last = index === -1 ? messages.length - 1 : index;
  return messages.map((message, at) =>
    at <= last && message.sender === sender && message.readAt === null ? { ...message, readAt } : message
  );
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'page': {
      const messages = merge(state.messages, action.page.messages);
      const hasOlder =
        action.position === 'newer' || (action.position === 'newest' && state.messages.length > 0)
          ? state.hasOlder || action.page.hasOlder
          : action.page.hasOlder;
      return {
        conversation: action.page.conversation,
        messages,
        hasOlder,
        outgoing: withoutStored(state.outgoing, messages)
      };
    }
    case 'message': {
      const messages = merge(state.messages, [action.message]);
      return { ...state, messages, outgoing: withoutStored(state.outgoing, messages) };
    }
    case 'sending': {
      const rest = state.outgoing.filter((item) => item.clientMessageId !== action.clientMessageId);
      return {
        ...state,
        outgoing: [...rest, { clientMessageId: action.clientMessageId, text: action.text, status: 'sending' }]
      };
    }
    case 'failed':
      return {
        ...state,
        outgoing: state.outgoing.map((item) =>
          item.clientMessageId === action.clientMessageId
            ? { ...item, status: 'failed', error: action.error }
            : item
        )
      };
    case 'read':
      return {
        ...state,
        // The other member read mine (the ticks), or I read theirs in another tab.
        messages: markRead(state.messages, action.by === 'them' ? 'me' : 'them', action.upTo, action.readAt)
      };
    case 'ended':
      return state.conversation
        ? { ...state, conversation: { ...state.conversation, status: 'ended', endReason: action.endReason } }
        : state;
  }
}
