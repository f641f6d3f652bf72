import { apiRoutes } from './api-routes';
import { ensurePromiseWithResolvers } from './polyfills';
import { decodeJwtPayload, type TokenSet } from './tokens';

/** What the runtime config says about the browser's Keycloak client (runtime-config.json `keycloak`). */
export type KeycloakConfig = { clientId: string };

/**
 * Where keycloak-js refreshes: svc-identity's token endpoint (contract `identity.refreshSession`), which
 * runs the refresh at Keycloak as the confidential sessions client. Keycloak itself is not reachable from
 * the browser, so passwords are only ever tried behind svc-identity's limits.
 */
export const SESSION_TOKEN_ENDPOINT = apiRoutes.identity.refreshSession.path;

/** The part of a keycloak-js instance the session uses (tests pass a fake). */
export type KeycloakLike = {
  token?: string;
  refreshToken?: string;
  idToken?: string;
  tokenParsed?: Record<string, unknown>;
  refreshTokenParsed?: Record<string, unknown>;
  idTokenParsed?: Record<string, unknown>;
  sessionId?: string;
  subject?: string;
  authenticated?: boolean;
  /** Seconds the browser's clock is ahead of the issuer's; keycloak-js needs it to tell whether a token expires soon. */
  timeSkew?: number | null;
  onAuthLogout?: () => void;
  init(options: { checkLoginIframe: false }): Promise<boolean>;
  updateToken(minValiditySeconds: number): Promise<boolean>;
  isTokenExpired(minValiditySeconds?: number): boolean;
  clearToken(): void;
};

/**
 * keycloak-js is loaded on first use, so visitors who never sign in never download it. It is configured as a
 * generic OpenID client whose only endpoint in use is the token endpoint: members sign in on our own page
 * (`authorization_endpoint` is that page; keycloak-js's `login()` is never called).
 */
export async function createKeycloak(
  config: KeycloakConfig,
  tokenEndpoint = SESSION_TOKEN_ENDPOINT
): Promise<KeycloakLike> {
  ensurePromiseWithResolvers();
  const { default: Keycloak } = await import('keycloak-js');
  return new Keycloak({
    clientId: config.clientId,
    oidcProvider: { token_endpoint: tokenEndpoint, authorization_endpoint: '/signin' }
  }) as unknown as KeycloakLike;
}

/**
 * Gives a keycloak-js instance a token set it did not fetch itself (from sign-in, or from the tab that
 * refreshes the session), without a refresh: keycloak-js's `init({ token, refreshToken })` would spend the
 * refresh token at once, and with rotation only one tab may spend it. These are the fields its private
 * `setToken` fills and `updateToken` reads. `timeSkew` comes from the tab that fetched the tokens (0 when
 * unknown: the clocks agree).
 */
export function adoptTokens(kc: KeycloakLike, tokens: TokenSet): void {
  kc.token = tokens.accessToken;
  kc.tokenParsed = decodeJwtPayload(tokens.accessToken);
  kc.refreshToken = tokens.refreshToken;
  kc.refreshTokenParsed = decodeJwtPayload(tokens.refreshToken);
  kc.idToken = tokens.idToken;
  kc.idTokenParsed = tokens.idToken ? decodeJwtPayload(tokens.idToken) : undefined;
  kc.sessionId = typeof kc.tokenParsed.sid === 'string' ? kc.tokenParsed.sid : undefined;
  kc.subject = typeof kc.tokenParsed.sub === 'string' ? kc.tokenParsed.sub : undefined;
  kc.timeSkew = tokens.timeSkew ?? 0;
  kc.authenticated = true;
}

/** The tokens a keycloak-js instance holds now, with its clock skew, or null once it dropped them. */
export function tokensOf(kc: KeycloakLike): TokenSet | null {
  if (!kc.token || !kc.refreshToken) return null;
  return {
    accessToken: kc.token,
    refreshToken: kc.refreshToken,
    idToken: kc.idToken,
    ...(typeof kc.timeSkew === 'number' ? { timeSkew: kc.timeSkew } : {})
  };
}
