import { SESSION_REFRESH_BEFORE_EXPIRY_MS } from '@matrimony/catalog/constants';
import { adoptTokens, tokensOf, type KeycloakLike } from './keycloak-like';
import { type RefreshLeadership } from './refresh-leadership';
import { type TokenStore } from './token-store';
import { type TokenSet } from './tokens';

export type TabRefreshDeps = {
  leadership: RefreshLeadership;
  tokenStore: TokenStore;
  /** How long a tab that does not refresh waits for the one that does. */
  leaderWaitMs: number;
  /** This tab's keycloak-js instance now: tokens for an instance since replaced are not kept. */
  current: () => KeycloakLike | null;
};

/**
 * Token refresh shared by the tabs of one session. Refresh tokens rotate, so only the leading tab
 * (refresh-leadership.ts) asks Keycloak and announces the result; the others ask it and take what it announces.
 */
export function createTabRefresh({ leadership, tokenStore, leaderWaitMs, current }: TabRefreshDeps) {
  /**
   * Makes the access token valid for `minValiditySeconds` more (-1: a new one now). The leading tab asks
   * Keycloak (through svc-identity) and announces the result; another tab asks the leading one. Resolves
   * whether new tokens arrived; rejects when none could be had (keycloak-js has dropped the tokens when
   * the session is over).
   */
  async function refresh(kc: KeycloakLike, minValiditySeconds: number): Promise<boolean> {
    if (leadership.isLeader()) {
      const refreshed = await kc.updateToken(minValiditySeconds);
      const next = tokensOf(kc);
      if (refreshed && next && current() === kc) tokenStore.save(next, true);
      return refreshed;
    }
    if (minValiditySeconds !== -1 && !kc.isTokenExpired(minValiditySeconds)) return false;
    const tokens = await tokenStore.askForRefresh(minValiditySeconds === -1, kc.token ?? '', leaderWaitMs);
    if (!tokens) throw new Error('The tab that refreshes the session did not answer');
    if (current() === kc) follow(kc, tokens);
    return true;
  }

  /** A following tab takes tokens the leading tab announced. */
  function follow(kc: KeycloakLike, tokens: TokenSet): void {
    adoptTokens(kc, tokens);
    tokenStore.save(tokens, false);
  }

  /** The leading tab answers another tab's refresh request: with new tokens, or with its own if still fresh. */
  async function answerRefreshRequest(kc: KeycloakLike, force: boolean): Promise<void> {
    const refreshed = await refresh(kc, force ? -1 : SESSION_REFRESH_BEFORE_EXPIRY_MS / 1000).catch(
      () => false
    );
    const own = tokensOf(kc);
    if (!refreshed && own && current() === kc) tokenStore.save(own, true);
  }

  return { refresh, follow, answerRefreshRequest };
}
