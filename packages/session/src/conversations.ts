// Conversations' share of the member's live stream (notifications.ts holds the stream): its conversation events
// are handed to whichever pages listen (an open thread, the list, the header's count), and every (re)opening of
// the stream is announced, so a thread fetches what arrived while the stream was down. Also the header's count
// of unread messages, read again whenever a conversation event arrives.
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type {
  conversationRoutes,
  ConversationStreamEventData
} from '@matrimony/contracts/http/notify/conversations';
import { CONVERSATION_STREAM_EVENTS } from '@matrimony/catalog/conversations';
// By package name: the one shared API and store under Module Federation (see api.ts).
import { api, routeEndpoints } from '@matrimony/session/api';
import { apiRoutes } from '@matrimony/session';

export type ConversationUnreadCount = ResponseOf<typeof conversationRoutes.getConversationUnreadCount>;

const EVENTS = CONVERSATION_STREAM_EVENTS;

/**
 * What the stream tells about conversations; `connected` each time it (re)opens and `disconnected` when it failed
 * (while it is down, a page that needs messages live reads them itself).
 */
export type ConversationEvent =
  | { kind: typeof EVENTS.message; data: ConversationStreamEventData<typeof EVENTS.message> }
  | { kind: typeof EVENTS.read; data: ConversationStreamEventData<typeof EVENTS.read> }
  | { kind: typeof EVENTS.ended; data: ConversationStreamEventData<typeof EVENTS.ended> }
  | { kind: 'connected' }
  | { kind: 'disconnected' };

type Listener = (event: ConversationEvent) => void;
const listeners = new Set<Listener>();
let streamOpen = false;

/** Whether the member's stream is open now (false before it first opens and while it is down). */
export function isConversationStreamOpen(): boolean {
  return streamOpen;
}

/** Calls `listener` with every conversation event until the returned function is called. */
export function onConversationEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hands one event to every listener (the stream reader calls it; so do tests). */
export function publishConversationEvent(event: ConversationEvent): void {
  if (event.kind === 'connected') streamOpen = true;
  if (event.kind === 'disconnected') streamOpen = false;
  for (const listener of [...listeners]) listener(event);
}

const CONVERSATION_EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(EVENTS));

/** The stream's `event:` name and JSON data as a conversation event, or undefined for any other event. */
export function conversationEventOf(name: string | undefined, data: string): ConversationEvent | undefined {
  if (!name || !CONVERSATION_EVENT_NAMES.has(name)) return undefined;
  return { kind: name, data: JSON.parse(data) } as ConversationEvent;
}

export const conversationsApi = api.enhanceEndpoints({ addTagTypes: ['Conversations'] }).injectEndpoints({
  endpoints: (build) => ({
    conversationUnreadCount: routeEndpoints(build).query(apiRoutes.notify.getConversationUnreadCount, {
      providesTags: ['Conversations']
    })
  })
});

type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof api.reducer> }, unknown, UnknownAction>;

/** While the stream is down: how often the header's count is read instead. */
export const UNREAD_MESSAGES_POLL_MS = 30_000;

/**
 * Unread messages over all the member's conversations (undefined until read), for the header. Any conversation
 * event re-reads the conversation data (the count, and an open list), as does a stream that comes back; while the
 * stream is down the count is polled.
 */
export function useUnreadMessages(): number | undefined {
  const dispatch = useDispatch<ApiDispatch>();
  const [streaming, setStreaming] = useState(isConversationStreamOpen);
  const count = conversationsApi.useConversationUnreadCountQuery(undefined, {
    pollingInterval: streaming ? 0 : UNREAD_MESSAGES_POLL_MS
  });
  useEffect(
    () =>
      onConversationEvent((event) => {
        setStreaming(isConversationStreamOpen());
        if (event.kind !== 'disconnected') dispatch(conversationsApi.util.invalidateTags(['Conversations']));
      }),
    [dispatch]
  );
  return count.data?.unreadCount;
}
