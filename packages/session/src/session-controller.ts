import { type UserMessage } from '@matrimony/catalog/messages';
import {
  SESSION_REFRESH_BEFORE_EXPIRY_MS,
  SESSION_REFRESH_CHECK_INTERVAL_MS
} from '@matrimony/catalog/constants';
import { setAccessTokenProvider, setTokenRefresher } from './access-token';
import { callRoute } from './api-client';
import { apiRoutes } from './api-routes';
import { ApiProblem } from './problem';
import { adoptTokens, tokensOf, type KeycloakConfig, type KeycloakLike } from './keycloak-like';
import { reloadDelaysFor, type RetryOptions, type SessionEvent } from './member-state';
import { createMemberStateRefresh } from './member-state-refresh';
import { startRefreshLoop } from './refresh-loop';
import { soleLeadership, type RefreshLeadership } from './refresh-leadership';
import { sessionEnded, sessionStarted } from './session-slice';
import { tabMessageHandler } from './tab-messages';
import { createTabRefresh } from './tab-refresh';
import { type TokenStore } from './token-store';
import { clockSkewOf, tokenSetFrom, userFromClaims, type TokenSet } from './tokens';

/** Why a session ended without the member pressing Sign Out here. */
export type SessionEndReason = 'expired' | 'otherTab';

export type NoticeVariant = 'default' | 'destructive';

export type SessionControllerOptions = {
  keycloak: KeycloakConfig;
  createKeycloak: (config: KeycloakConfig) => KeycloakLike | Promise<KeycloakLike>;
  tokenStore: TokenStore;
  dispatch: (action: { type: string }) => unknown;
  fetch: typeof fetch;
  /** Shows a toast (e.g. "Subscription Expired"). */
  onNotice: (message: UserMessage, variant: NoticeVariant) => void;
  /** The server or another tab ended the session. */
  onSessionEnded: (reason: SessionEndReason) => void;
  /** How long a new tab waits for an open tab to share its session. */
  otherTabWaitMs?: number;
  /** Which tab spends the rotating refresh token (default: this tab alone). */
  leadership?: RefreshLeadership;
  /** How long a tab that does not refresh waits for the one that does. */
  leaderWaitMs?: number;
  retry?: RetryOptions;
  setTimeout?: (handler: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  refreshTimers?: {
    setInterval: (handler: () => void, ms: number) => unknown;
    clearInterval: (handle: unknown) => void;
  };
};

/** `challenge`: a solved proof of work, sent again when svc-identity asked for one (428 `captcha_required`). */
export type SignInInput = { mobile: string; password: string; challenge?: string };

export type SessionController = ReturnType<typeof createSessionController>;

/**
 * Owns the one keycloak-js instance per signed-in session (keycloak-js refuses a second
 * `init` on an instance, so each new session gets a fresh instance), keeps the tokens
 * fresh, persists them for reload and other tabs, and keeps the member's profile and
 * subscription in the store. Refresh tokens rotate, so only the leading tab refreshes
 * (refresh-leadership.ts); the others take what it announces.
 */
export function createSessionController(options: SessionControllerOptions) {
  const later = options.setTimeout ?? ((handler, ms) => globalThis.setTimeout(handler, ms));
  const cancel =
    options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const leadership = options.leadership ?? soleLeadership();
  let keycloak: KeycloakLike | null = null;
  let stopRefresh: (() => void) | null = null;
  let reloadTimers: unknown[] = [];
  let generation = 0;
  const { refresh, follow, answerRefreshRequest } = createTabRefresh({
    leadership,
    tokenStore: options.tokenStore,
    leaderWaitMs: options.leaderWaitMs ?? 5000,
    current: () => keycloak
  });

  setAccessTokenProvider(() => keycloak?.token);
  setTokenRefresher(async (minValiditySeconds) => {
    if (keycloak) await refresh(keycloak, minValiditySeconds);
  });

  const refreshProfile = createMemberStateRefresh({
    current: () => keycloak,
    generation: () => generation,
    fetch: options.fetch,
    retry: options.retry,
    dispatch: options.dispatch,
    onNotice: options.onNotice
  });

  function stopTimers(): void {
    stopRefresh?.();
    stopRefresh = null;
    reloadTimers.forEach(cancel);
    reloadTimers = [];
  }

  /** Forgets the session in this tab (and, with `announce`, in the others). */
  function endLocally(announce: boolean): void {
    generation += 1;
    stopTimers();
    keycloak = null;
    leadership.leave();
    options.tokenStore.clear(announce);
    options.dispatch(sessionEnded());
  }

  /**
   * Starts this tab's session. With `event` 'restore' the tokens are this tab's own from before a reload, or
   * another tab's; otherwise they are fresh from svc-identity (sign-in, registration, a reset link).
   */
  async function startWithTokens(tokens: TokenSet, event: SessionEvent): Promise<void> {
    generation += 1;
    const started = generation;
    stopTimers();
    const kc = await options.createKeycloak(options.keycloak);
    if (started !== generation) return;
    await kc.init({ checkLoginIframe: false });
    const fromServer = event !== 'restore';
    adoptTokens(kc, fromServer ? { ...tokens, timeSkew: clockSkewOf(tokens.accessToken) } : tokens);
    const leads = await leadership.join();
    if (started !== generation) return;
    // Kept tokens whose access token is about to expire (the tab slept, or was closed a while) are refreshed
    // by the leading tab at once, and a failure ends the start. Not otherwise: a page left again while that
    // refresh is on the wire would keep the spent token, and the next load would end the session.
    if (leads && !fromServer && kc.isTokenExpired(SESSION_REFRESH_BEFORE_EXPIRY_MS / 1000))
      await kc.updateToken(-1);
    if (started !== generation) return;
    keycloak = kc;
    // A new session is announced by whichever tab got it; a restored one only by the leading tab.
    options.tokenStore.save(tokensOf(kc) ?? tokens, leads || fromServer);
    kc.onAuthLogout = () => {
      if (keycloak !== kc) return;
      endLocally(true);
      options.onSessionEnded('expired');
    };
    options.dispatch(
      sessionStarted({ user: userFromClaims(kc.tokenParsed ?? kc.idTokenParsed ?? {}), event })
    );

    const loop = startRefreshLoop({
      updateToken: (minValidity) => refresh(kc, minValidity),
      minValiditySeconds: SESSION_REFRESH_BEFORE_EXPIRY_MS / 1000,
      intervalMs: SESSION_REFRESH_CHECK_INTERVAL_MS,
      sessionEnded: () => !kc.token,
      onFailed: (ended) => {
        if (ended && keycloak === kc) {
          endLocally(true);
          options.onSessionEnded('expired');
        }
      },
      ...options.refreshTimers
    });
    stopRefresh = loop.stop;

    void refreshProfile();
    reloadTimers = reloadDelaysFor(event).map((ms) => later(() => void refreshProfile(), ms));
  }

  async function signIn(input: SignInInput): Promise<void> {
    const response = await callRoute(apiRoutes.identity.signIn, { body: input }, options.fetch);
    await startWithTokens(tokenSetFrom(response), 'signIn');
  }

  /**
   * Ends the session on the server, then here and in every tab. A member-initiated sign-out
   * that the server refuses throws (the caller shows "Failed to sign out") and keeps the
   * session; an idle sign-out always ends it locally.
   */
  async function signOut(reason: 'member' | 'idle' = 'member'): Promise<void> {
    const token = keycloak?.token;
    if (token) {
      // With the refresh token svc-identity ends only this session; without it, every session of the member.
      const refreshToken = keycloak?.refreshToken;
      const body = refreshToken ? { refresh_token: refreshToken } : undefined;
      try {
        await callRoute(apiRoutes.identity.signOut, { bearer: token, body: body ?? {} }, options.fetch);
      } catch (error) {
        const alreadyGone = error instanceof ApiProblem && error.status === 401;
        if (reason === 'member' && !alreadyGone) throw error;
      }
    }
    endLocally(true);
  }

  /**
   * Resolves the session at start-up. The leading tab (none other is signed in) uses the tokens it kept over a
   * reload; a following tab asks the leading one, whose tokens are the newest, and falls back on its own. A following
   * tab knows a leading tab is there (it holds the lock), so it waits as long for its answer as for a refresh: its own
   * kept tokens may be spent already (it reloaded before the last announcement reached it), and taking them on a
   * busy machine where the answer is slow would spend a spent refresh token once it leads.
   */
  async function restore(): Promise<void> {
    const leads = await leadership.join();
    const kept = options.tokenStore.load();
    const fromOtherTab = (waitMs: number) => options.tokenStore.requestFromOtherTabs(waitMs);
    const tokens = leads
      ? (kept ?? (await fromOtherTab(options.otherTabWaitMs ?? 300)))
      : ((await fromOtherTab(options.leaderWaitMs ?? 5000)) ?? kept);
    if (!tokens) {
      leadership.leave();
      options.dispatch(sessionEnded());
      return;
    }
    try {
      await startWithTokens(tokens, 'restore');
    } catch (_error) {
      endLocally(false);
    }
  }

  const unsubscribe = options.tokenStore.subscribe(
    tabMessageHandler({
      current: () => keycloak,
      isLeader: () => leadership.isLeader(),
      start: (tokens) => startWithTokens(tokens, 'restore').catch(() => endLocally(false)),
      follow,
      answerRefreshRequest,
      signedOutElsewhere: () => {
        endLocally(false);
        options.onSessionEnded('otherTab');
      }
    })
  );

  return {
    restore,
    signIn,
    /** Starts a session from tokens svc-identity returned (registration, reset-password links). */
    startWithTokens,
    signOut,
    refreshProfile,
    /** Forces a token refresh now (keeps the server session alive). */
    async extendSession(): Promise<void> {
      if (keycloak) await refresh(keycloak, -1);
    },
    getAccessToken: () => keycloak?.token,
    dispose(): void {
      unsubscribe();
      stopTimers();
      leadership.leave();
    }
  };
}
