import { SESSION_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { SESSION_REFRESH_BEFORE_EXPIRY_MS, SESSION_REFRESH_CHECK_INTERVAL_MS } from '@matrimony/catalog/constants';
import { setAccessTokenProvider, setTokenRefresher } from './access-token';
import type { identityRoutes } from '@matrimony/contracts/http/identity';
import type { subscriptionRoutes } from '@matrimony/contracts/http/billing/subscriptions';
import type { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { request } from './api-client';
import { ApiProblem } from './problem';
import { type KeycloakConfig, type KeycloakLike } from './keycloak-like';
import { loadMemberState, reloadDelaysFor, type OwnProfile, type RetryOptions, type SessionEvent, type MySubscription } from './member-state';
import { startRefreshLoop } from './refresh-loop';
import { memberStateLoaded, sessionEnded, sessionStarted } from './session-slice';
import { type TokenStore } from './token-store';
import { tokenSetFrom, userFromClaims, type TokenSet } from './tokens';

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
  retry?: RetryOptions;
  setTimeout?: (handler: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  refreshTimers?: { setInterval: (handler: () => void, ms: number) => unknown; clearInterval: (handle: unknown) => void };
};

export type SignInInput = { mobile: string; password: string };

export type SessionController = ReturnType<typeof createSessionController>;

const PATHS = {
  sessions: '/api/identity/sessions',
  currentSession: '/api/identity/sessions/current',
  profile: '/api/profiles/me',
  subscription: '/api/billing/subscriptions/me'
} as const;

/**
 * Owns the one keycloak-js instance per signed-in session (keycloak-js refuses a second
 * `init` on an instance, so each new session gets a fresh instance), keeps the tokens
 * fresh, persists them for reload and other tabs, and keeps the member's profile and
 * subscription in the store.
 */
export function createSessionController(options: SessionControllerOptions) {
  const later = options.setTimeout ?? ((handler, ms) => globalThis.setTimeout(handler, ms));
  const cancel = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  let keycloak: KeycloakLike | null = null;
  let stopRefresh: (() => void) | null = null;
  let reloadTimers: unknown[] = [];
  let generation = 0;

  setAccessTokenProvider(() => keycloak?.token);
  setTokenRefresher(async (minValiditySeconds) => {
    const kc = keycloak;
    if (!kc) return;
    if (await kc.updateToken(minValiditySeconds)) {
      const next = currentTokens(kc);
      if (next) options.tokenStore.save(next, true);
    }
  });

  const currentTokens = (kc: KeycloakLike): TokenSet | null =>
    kc.token && kc.refreshToken ? { accessToken: kc.token, refreshToken: kc.refreshToken, idToken: kc.idToken } : null;

  const readProfile = async (): Promise<OwnProfile | null> => {
    try {
      return await request<typeof ownProfileRoutes.getOwnProfile>({ method: 'GET', path: PATHS.profile, bearer: keycloak?.token }, options.fetch);
    } catch (error) {
      // No profile yet (registration still creating it): not an error worth retrying.
      if (error instanceof ApiProblem && error.status === 404) return null;
      throw error;
    }
  };
  const readSubscription = (): Promise<MySubscription> =>
    request<typeof subscriptionRoutes.getMySubscription>({ method: 'GET', path: PATHS.subscription, bearer: keycloak?.token }, options.fetch);

  async function refreshProfile(): Promise<void> {
    const started = generation;
    const state = await loadMemberState({ readProfile, readSubscription }, options.retry);
    if (started !== generation) return;
    options.dispatch(memberStateLoaded(state));
    if (state.justExpired) {
      options.onNotice(SESSION_MESSAGES.subscriptionExpired, 'destructive');
      // The subscription was just rewritten to free: read the profile again (spec section 4).
      void refreshProfile();
    }
  }

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
    options.tokenStore.clear(announce);
    options.dispatch(sessionEnded());
  }

  async function startWithTokens(tokens: TokenSet, event: SessionEvent): Promise<void> {
    generation += 1;
    const started = generation;
    stopTimers();
    const kc = await options.createKeycloak(options.keycloak);
    if (started !== generation) return;
    // keycloak-js refreshes once during init: tokens that no longer work fail here.
    await kc.init({ token: tokens.accessToken, refreshToken: tokens.refreshToken, idToken: tokens.idToken, checkLoginIframe: false });
    if (started !== generation) return;
    keycloak = kc;
    const fresh = currentTokens(kc) ?? tokens;
    options.tokenStore.save(fresh, true);
    kc.onAuthLogout = () => {
      if (keycloak !== kc) return;
      endLocally(true);
      options.onSessionEnded('expired');
    };
    options.dispatch(sessionStarted({ user: userFromClaims(kc.tokenParsed ?? kc.idTokenParsed ?? {}), event }));

    const loop = startRefreshLoop({
      updateToken: (minValidity) => kc.updateToken(minValidity),
      minValiditySeconds: SESSION_REFRESH_BEFORE_EXPIRY_MS / 1000,
      intervalMs: SESSION_REFRESH_CHECK_INTERVAL_MS,
      sessionEnded: () => !kc.token,
      onRefreshed: () => {
        const next = currentTokens(kc);
        if (next) options.tokenStore.save(next, true);
      },
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
    const response = await request<typeof identityRoutes.signIn>({ method: 'POST', path: PATHS.sessions, body: input }, options.fetch);
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
        await request<typeof identityRoutes.signOut>({ method: 'DELETE', path: PATHS.currentSession, bearer: token, body: body ?? {} }, options.fetch);
      } catch (error) {
        const alreadyGone = error instanceof ApiProblem && error.status === 401;
        if (reason === 'member' && !alreadyGone) throw error;
      }
    }
    endLocally(true);
  }

  /** Resolves the session at start-up: this tab's stored tokens, else another open tab's. */
  async function restore(): Promise<void> {
    const tokens = options.tokenStore.load() ?? (await options.tokenStore.requestFromOtherTabs(options.otherTabWaitMs ?? 300));
    if (!tokens) {
      options.dispatch(sessionEnded());
      return;
    }
    try {
      await startWithTokens(tokens, 'restore');
    } catch (_error) {
      endLocally(false);
    }
  }

  const unsubscribe = options.tokenStore.subscribe((message) => {
    if (message.type === 'signed-out' && keycloak) {
      endLocally(false);
      options.onSessionEnded('otherTab');
    } else if (message.type === 'tokens' && !keycloak) {
      startWithTokens(message.tokens, 'restore').catch(() => endLocally(false));
    }
  });

  return {
    restore,
    signIn,
    /** Starts a session from tokens svc-identity returned (registration, reset-password links). */
    startWithTokens,
    signOut,
    refreshProfile,
    /** Forces a token refresh now (keeps the server session alive). */
    async extendSession(): Promise<void> {
      await keycloak?.updateToken(-1);
      if (keycloak) {
        const next = currentTokens(keycloak);
        if (next) options.tokenStore.save(next, true);
      }
    },
    getAccessToken: () => keycloak?.token,
    dispose(): void {
      unsubscribe();
      stopTimers();
    }
  };
}
