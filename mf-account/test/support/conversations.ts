// Conversation answers as svc-notify's contract shapes them, and a fetch that answers the conversation routes from
// a table, recording what the page sent.
import type { Conversation, Message, MessagePage } from '../../src/api/conversations-api';

export const CONVERSATION_ID = '64b0000000000000000000c1';
export const OTHER_PROFILE_ID = '64b000000000000000000002';

export function conversation(change: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    other: { profileId: OTHER_PROFILE_ID, displayName: 'Arjun Kumar', photoUrl: null },
    lastMessage: null,
    unreadCount: 0,
    activityAt: '2025-11-20T05:00:00.000Z',
    status: 'open',
    endReason: null,
    ...change
  };
}

let sequence = 0;
/** A stored message; ids grow with each call, as ObjectIds do. */
export function message(change: Partial<Message> & Pick<Message, 'sentAt'>): Message {
  sequence += 1;
  const hex = sequence.toString(16).padStart(4, '0');
  return {
    id: `64b00000000000000000${hex}`,
    clientMessageId: `00000000-0000-4000-8000-00000000${hex}`,
    sender: 'me',
    text: `Message ${sequence}`,
    readAt: null,
    warning: null,
    ...change
  };
}

export function page(messages: Message[], change: Partial<MessagePage> = {}): MessagePage {
  return { conversation: conversation(), messages, hasOlder: false, hasNewer: false, ...change };
}

export type Sent = { method: string; path: string; query: string; body: unknown };

/**
 * Installs a fetch that hands each request to `answer` (method, path, query) and records it; restore with the
 * returned function.
 */
export function fakeFetch(answer: (request: Sent) => Response | Promise<Response>) {
  const real = globalThis.fetch;
  const sent: Sent[] = [];
  globalThis.fetch = (async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const entry = {
      method: request.method,
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      body: text ? JSON.parse(text) : undefined
    };
    sent.push(entry);
    return answer(entry);
  }) as typeof fetch;
  return { sent, restore: () => void (globalThis.fetch = real) };
}

export const problem = (status: number, code: string, title: string) =>
  new Response(JSON.stringify({ status, code, title }), {
    status,
    headers: { 'content-type': 'application/problem+json' }
  });
