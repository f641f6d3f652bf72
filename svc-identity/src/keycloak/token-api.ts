import { KeycloakError } from './errors';
import { keycloakRequest } from './http';

/** What the password and refresh grants return (the subset the frontend needs). */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  expires_in: number;
  refresh_expires_in: number;
}

export interface TokenApiOptions {
  /** e.g. `http://127.0.0.1:8180/auth` */
  baseUrl: string;
  realm: string;
  /**
   * The confidential client members' sessions belong to (`matrimony-sessions`). Keycloak binds a refresh
   * token to the client that got it, so sign-in, refresh and sign-out all run here, with its secret.
   */
  sessionsClient: { clientId: string; clientSecret: string };
}

export type PasswordGrantResult =
  | { ok: true; tokens: SessionTokens }
  | { ok: false; reason: 'invalid_credentials' | 'account_disabled' };

export type RefreshResult = { ok: true; tokens: SessionTokens } | { ok: false; reason: 'session_not_active' };

/** The realm's OpenID Connect token and logout endpoints, as the sessions client. */
export function createTokenApi(options: TokenApiOptions) {
  const base = `${options.baseUrl.replace(/\/$/, '')}/realms/${encodeURIComponent(options.realm)}/protocol/openid-connect`;
  const client = {
    client_id: options.sessionsClient.clientId,
    client_secret: options.sessionsClient.clientSecret
  };

  const post = (path: string, form: Record<string, string>, what: string) =>
    keycloakRequest(
      `${base}/${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...form, ...client }).toString()
      },
      what
    );

  const isInvalidGrant = (status: number, body: unknown) =>
    (status === 400 || status === 401) && (body as { error?: string } | undefined)?.error === 'invalid_grant';

  return {
    /**
     * Resource-owner password grant. Every `invalid_grant` (unknown user, wrong password, brute-force lock, not
     * fully set up) is one outcome, so callers cannot tell them apart and neither can members; except a disabled
     * account (a suspended member), which Keycloak names ("Account disabled") before it looks at the password.
     */
    async passwordGrant(username: string, password: string): Promise<PasswordGrantResult> {
      // No `openid` scope: nothing reads an ID token (the frontend takes its claims from the access token), and
      // without it Keycloak signs one token fewer per sign-in and per refresh.
      const res = await post('token', { grant_type: 'password', username, password }, 'password grant');
      const { body } = res;
      if (res.ok) return { ok: true, tokens: pickTokens(body as SessionTokens) };
      if (isInvalidGrant(res.status, body)) {
        const disabled = (body as { error_description?: string }).error_description === 'Account disabled';
        return { ok: false, reason: disabled ? 'account_disabled' : 'invalid_credentials' };
      }
      throw new KeycloakError(res.status, body, 'password grant');
    },

    /**
     * Refresh-token grant. The realm rotates refresh tokens: the answer carries a new one, the one sent is
     * spent, and a spent one presented again ends the session. Every `invalid_grant` (expired, spent, signed
     * out, disabled, another client's token) is one outcome: the session is over.
     */
    async refresh(refreshToken: string): Promise<RefreshResult> {
      const res = await post(
        'token',
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        'refresh grant'
      );
      const { body } = res;
      if (res.ok) return { ok: true, tokens: pickTokens(body as SessionTokens) };
      if (isInvalidGrant(res.status, body)) return { ok: false, reason: 'session_not_active' };
      throw new KeycloakError(res.status, body, 'refresh grant');
    },

    /** Ends the session the refresh token belongs to; an already dead token counts as ended. */
    async logout(refreshToken: string): Promise<void> {
      const res = await post('logout', { refresh_token: refreshToken }, 'logout');
      if (res.ok || res.status === 400) return;
      throw new KeycloakError(res.status, res.body, 'logout');
    }
  };
}

export type TokenApi = ReturnType<typeof createTokenApi>;

function pickTokens(body: SessionTokens): SessionTokens {
  const { access_token, refresh_token, id_token, expires_in, refresh_expires_in } = body;
  return { access_token, refresh_token, id_token, expires_in, refresh_expires_in };
}
