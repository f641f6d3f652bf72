import { KeycloakError, keycloakFetch, readBody } from './errors';

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
  /** The public SPA client: tokens from it can be refreshed by keycloak-js in the browser. */
  webClientId: string;
}

export type PasswordGrantResult = { ok: true; tokens: SessionTokens } | { ok: false; reason: 'invalid_credentials' };

/** The realm's OpenID Connect endpoints, used with the public client exactly as keycloak-js does. */
export function createTokenApi(options: TokenApiOptions) {
  const base = `${options.baseUrl.replace(/\/$/, '')}/realms/${encodeURIComponent(options.realm)}/protocol/openid-connect`;

  const post = (path: string, form: Record<string, string>, what: string) =>
    keycloakFetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) }, what);

  return {
    /**
     * Resource-owner password grant. Every `invalid_grant` (unknown user, wrong password, brute-force lock,
     * disabled, not fully set up) is one outcome, so callers cannot tell them apart and neither can members.
     */
    async passwordGrant(username: string, password: string): Promise<PasswordGrantResult> {
      const res = await post('token', { grant_type: 'password', client_id: options.webClientId, username, password, scope: 'openid' }, 'password grant');
      const body = await readBody(res);
      if (res.ok) return { ok: true, tokens: pickTokens(body as SessionTokens) };
      if ((res.status === 400 || res.status === 401) && (body as { error?: string } | undefined)?.error === 'invalid_grant') {
        return { ok: false, reason: 'invalid_credentials' };
      }
      throw new KeycloakError(res.status, body, 'password grant');
    },

    /** Ends the session the refresh token belongs to; an already dead token counts as ended. */
    async logout(refreshToken: string): Promise<void> {
      const res = await post('logout', { client_id: options.webClientId, refresh_token: refreshToken }, 'logout');
      if (res.ok || res.status === 400) return;
      throw new KeycloakError(res.status, await readBody(res), 'logout');
    }
  };
}

export type TokenApi = ReturnType<typeof createTokenApi>;

function pickTokens(body: SessionTokens): SessionTokens {
  const { access_token, refresh_token, id_token, expires_in, refresh_expires_in } = body;
  return { access_token, refresh_token, id_token, expires_in, refresh_expires_in };
}
