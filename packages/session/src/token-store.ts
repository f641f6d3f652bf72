import { type TokenSet } from './tokens';

/*
 * Where the tokens live, and why.
 *
 * keycloak-js keeps tokens in memory only. To survive a reload, each tab keeps its current
 * token set in *sessionStorage* (per tab, survives reload, dropped when the tab closes, never
 * sent to a server). To share the session across tabs, tabs talk over a BroadcastChannel:
 * a new tab with empty sessionStorage asks "who has a session?" and an open tab answers with
 * its tokens; sign-in, refresh and sign-out are announced to every tab. Only the tab that refreshes
 * the session (refresh-leadership.ts) answers and announces, so no tab ever takes an older copy; the
 * others ask it with a `refresh` message when they need a fresh access token sooner.
 *
 * We did not use localStorage: it would also work across tabs, but it keeps the refresh token
 * on disk after the browser closes. Both are readable by script on our origin, so XSS is the
 * threat either way: the defence is a strict CSP and no third-party script; sessionStorage
 * shortens the exposure to the open tabs' lifetime. Closing every tab ends the session,
 * which matches the 5-minute idle sign-out of the spec. Cookies were not an option: the
 * token endpoint contract (keycloak-js) needs the refresh token in the page.
 */

export const TOKEN_STORAGE_KEY = 'matrimony.session';
export const SESSION_CHANNEL = 'matrimony.session';

export type SessionMessage =
  | { type: 'request' }
  | { type: 'refresh'; force: boolean }
  | { type: 'tokens'; tokens: TokenSet }
  | { type: 'signed-out' };

/** The part of BroadcastChannel the store uses (so tests can pass an in-memory one). */
export type MessageChannelLike = {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TokenStore = {
  load(): TokenSet | null;
  /** Keeps tokens for this tab; `announce` tells the other tabs too. */
  save(tokens: TokenSet, announce: boolean): void;
  /** Forgets this tab's tokens; `announce` signs the other tabs out too. */
  clear(announce: boolean): void;
  /** Asks the other tabs for their session; resolves null if none answers in time. */
  requestFromOtherTabs(waitMs: number): Promise<TokenSet | null>;
  /**
   * Asks the refreshing tab for tokens other than those with access token `held` (`force`: new ones even if
   * its own are still fresh); null if none came in time.
   */
  askForRefresh(force: boolean, held: string, waitMs: number): Promise<TokenSet | null>;
  /** Messages from other tabs; returns an unsubscribe function. */
  subscribe(listener: (message: SessionMessage) => void): () => void;
};

function isTokenSet(value: unknown): value is TokenSet {
  const v = value as TokenSet | null;
  return !!v && typeof v.accessToken === 'string' && typeof v.refreshToken === 'string';
}

function parseMessage(data: unknown): SessionMessage | null {
  const message = data as SessionMessage | null;
  if (!message || typeof message !== 'object') return null;
  if (message.type === 'request' || message.type === 'signed-out') return message;
  if (message.type === 'refresh') return { type: 'refresh', force: message.force === true };
  if (message.type === 'tokens' && isTokenSet(message.tokens)) return message;
  return null;
}

/**
 * `answersRequests`: whether this tab answers a new tab's request for the session (the refreshing tab
 * does; by default every tab with tokens, for a single tab without Web Locks).
 */
export function createTokenStore(
  storage: StorageLike | null,
  channel: MessageChannelLike | null,
  answersRequests: () => boolean = () => true
): TokenStore {
  let current: TokenSet | null = null;

  const load = (): TokenSet | null => {
    if (current) return current;
    try {
      const stored: unknown = JSON.parse(storage?.getItem(TOKEN_STORAGE_KEY) ?? 'null');
      current = isTokenSet(stored) ? stored : null;
    } catch (_error) {
      current = null;
    }
    return current;
  };

  // Answer other tabs that ask for the session.
  channel?.addEventListener('message', (event) => {
    const message = parseMessage(event.data);
    const tokens = load();
    if (message?.type === 'request' && tokens && answersRequests())
      channel.postMessage({ type: 'tokens', tokens });
  });

  return {
    load,
    save(tokens, announce) {
      current = tokens;
      storage?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
      if (announce) channel?.postMessage({ type: 'tokens', tokens });
    },
    clear(announce) {
      current = null;
      storage?.removeItem(TOKEN_STORAGE_KEY);
      if (announce) channel?.postMessage({ type: 'signed-out' });
    },
    requestFromOtherTabs: (waitMs) => nextTokens({ type: 'request' }, waitMs, () => true),
    askForRefresh: (force, held, waitMs) =>
      nextTokens({ type: 'refresh', force }, waitMs, (tokens) => tokens.accessToken !== held),
    subscribe(listener) {
      if (!channel) return () => undefined;
      const onMessage = (event: { data: unknown }) => {
        const message = parseMessage(event.data);
        if (message) listener(message);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    }
  };

  /** Posts `ask` and resolves with the next tokens another tab announces that `accept` takes, or null after `waitMs`. */
  function nextTokens(
    ask: SessionMessage,
    waitMs: number,
    accept: (tokens: TokenSet) => boolean
  ): Promise<TokenSet | null> {
    if (!channel) return Promise.resolve(null);
    const bus = channel;
    return new Promise((resolve) => {
      const onMessage = (event: { data: unknown }) => {
        const message = parseMessage(event.data);
        if (message?.type === 'tokens' && accept(message.tokens)) finish(message.tokens);
      };
      const timer = setTimeout(() => finish(null), waitMs);
      const finish = (tokens: TokenSet | null) => {
        clearTimeout(timer);
        bus.removeEventListener('message', onMessage);
        resolve(tokens);
      };
      bus.addEventListener('message', onMessage);
      bus.postMessage(ask);
    });
  }
}

/** The browser's token store: sessionStorage + BroadcastChannel when available. */
export function createBrowserTokenStore(answersRequests?: () => boolean): TokenStore {
  const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? null
      : (new BroadcastChannel(SESSION_CHANNEL) as unknown as MessageChannelLike);
  return createTokenStore(storage, channel, answersRequests);
}
