// One open thread: its first page, older pages on request, live messages and receipts from the member's stream,
// catching up after the stream comes back (every message after the last one shown, page by page: no gap, and the
// merge by id leaves no duplicate), sending with retry, and marking the other member's messages read while the
// thread is on screen.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { CONVERSATION_STREAM_EVENTS } from '@matrimony/catalog/conversations';
import { asProblem, problemMessage } from '@matrimony/session';
import type { api } from '@matrimony/session/api';
import { isConversationStreamOpen, onConversationEvent } from '@matrimony/session/conversations';
import { messageText } from '@matrimony/catalog/messages';
import {
  conversationEndpoints,
  useMarkConversationReadMutation,
  useSendMessageMutation,
  type MessagePageQuery
} from '../api/conversations-api';
import { emptyThread, threadReducer, type ThreadState } from './thread-state';

type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof api.reducer> }, unknown, UnknownAction>;

export type Thread = ThreadState & {
  /** The first page's failure (404 for a conversation that is not the member's), undefined otherwise. */
  error?: unknown;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  /** Sends new text, or again the failed message with this client message id. */
  send: (text: string, clientMessageId?: string) => Promise<void>;
  /** Shows the conversation as ended at once (the member just blocked the other). */
  end: (endReason: 'closed') => void;
};

/** While the member's stream is down, how often an open thread asks for newer messages itself. */
export const THREAD_POLL_MS = 10_000;

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export function useThread(conversationId: string): Thread {
  const dispatch = useDispatch<ApiDispatch>();
  const [state, update] = useReducer(threadReducer, emptyThread);
  const [error, setError] = useState<unknown>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [polling, setPolling] = useState(() => !isConversationStreamOpen());
  const [sendMessage] = useSendMessageMutation();
  const [markRead] = useMarkConversationReadMutation();
  const latest = useRef(state);
  latest.current = state;

  const readPage = useCallback(
    (query: MessagePageQuery) =>
      dispatch(
        conversationEndpoints.endpoints.messagePage.initiate(
          { conversationId, ...query },
          { subscribe: false, forceRefetch: true }
        )
      ).unwrap(),
    [conversationId, dispatch]
  );

  /** Everything after the newest message shown (the newest page when none is shown yet). */
  const catchUp = useCallback(async () => {
    for (;;) {
      const last = latest.current.messages.at(-1);
      const page = await readPage(last ? { after: last.id } : {});
      update({ type: 'page', page, position: last ? 'newer' : 'newest' });
      if (!last || !page.hasNewer || page.messages.length === 0) return;
      latest.current = threadReducer(latest.current, { type: 'page', page, position: 'newer' });
    }
  }, [readPage]);

  useEffect(() => {
    if (!conversationId) return;
    let current = true;
    readPage({})
      .then((page) => current && update({ type: 'page', page, position: 'newest' }))
      .catch((failure: unknown) => current && setError(failure));
    const stop = onConversationEvent((event) => {
      setPolling(!isConversationStreamOpen());
      if (event.kind === 'disconnected') return;
      if (event.kind === 'connected') {
        if (latest.current.conversation) void catchUp().catch(() => undefined);
        return;
      }
      if (event.data.conversationId !== conversationId) return;
      if (event.kind === CONVERSATION_STREAM_EVENTS.message)
        update({ type: 'message', message: event.data.message });
      else if (event.kind === CONVERSATION_STREAM_EVENTS.read)
        update({ type: 'read', by: event.data.by, upTo: event.data.upTo, readAt: event.data.readAt });
      else update({ type: 'ended', endReason: event.data.endReason });
    });
    return () => {
      current = false;
      stop();
    };
  }, [conversationId, readPage, catchUp]);

  useEffect(() => {
    if (!polling || !conversationId) return;
    const timer = setInterval(() => {
      if (latest.current.conversation && isVisible()) void catchUp().catch(() => undefined);
    }, THREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, conversationId, catchUp]);

  // Their newest unread message, marked read once the thread is on screen (now, or when the tab comes back).
  const marked = useRef<string | undefined>(undefined);
  const unreadUpTo = state.messages.findLast(
    (message) => message.sender === 'them' && message.readAt === null
  )?.id;
  useEffect(() => {
    const mark = () => {
      if (!conversationId || !unreadUpTo || marked.current === unreadUpTo || !isVisible()) return;
      marked.current = unreadUpTo;
      markRead({ conversationId, upTo: unreadUpTo })
        .unwrap()
        .then(() => update({ type: 'read', by: 'me', upTo: unreadUpTo, readAt: new Date().toISOString() }))
        .catch(() => (marked.current = undefined));
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, unreadUpTo, markRead]);

  const loadOlder = useCallback(async () => {
    const first = latest.current.messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      update({ type: 'page', page: await readPage({ before: first.id }), position: 'older' });
    } finally {
      setLoadingOlder(false);
    }
  }, [readPage]);

  const send = useCallback(
    async (text: string, clientMessageId: string = crypto.randomUUID()) => {
      update({ type: 'sending', clientMessageId, text });
      try {
        const { message } = await sendMessage({ conversationId, clientMessageId, text }).unwrap();
        update({ type: 'message', message });
      } catch (failure) {
        update({ type: 'failed', clientMessageId, error: messageText(problemMessage(failure)) });
        // Ended meanwhile (a block, a suspension, the other member left): the thread's answer says which.
        if (asProblem(failure)?.code === 'conversation_ended') void catchUp().catch(() => undefined);
      }
    },
    [conversationId, sendMessage, catchUp]
  );

  const end = useCallback((endReason: 'closed') => update({ type: 'ended', endReason }), []);

  return { ...state, error, loadingOlder, loadOlder, send, end };
}
