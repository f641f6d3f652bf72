import { KeycloakError } from './errors';
import { keycloakRequest, type KeycloakAnswer } from './http';

export interface KeycloakUser {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  attributes?: Record<string, string[]>;
}

export interface NewUser {
  mobile: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type CreateUserResult =
  | { ok: true; id: string }
  | { ok: false; conflict: 'username' | 'email' }
  | { ok: false; rejectedPassword: true };

export interface AdminApiOptions {
  baseUrl: string;
  realm: string;
  clientId: string;
  clientSecret: string;
}

/** Seconds before expiry at which the service-account token is renewed. */
const TOKEN_RENEW_MARGIN_S = 30;

/** Keycloak's admin REST API for users, as the svc-identity service account (client credentials). */
export function createAdminApi(options: AdminApiOptions) {
  const root = options.baseUrl.replace(/\/$/, '');
  const realm = encodeURIComponent(options.realm);
  const adminBase = `${root}/admin/realms/${realm}`;
  let cached: { token: string; renewAt: number } | undefined;

  async function serviceToken(): Promise<string> {
    if (cached && Date.now() < cached.renewAt) return cached.token;
    const res = await keycloakRequest(
      `${root}/realms/${realm}/protocol/openid-connect/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret
        }).toString()
      },
      'service account sign-in'
    );
    const body = res.body as { access_token?: string; expires_in?: number } | undefined;
    if (!res.ok || !body?.access_token) throw new KeycloakError(res.status, body, 'service account sign-in');
    cached = {
      token: body.access_token,
      renewAt: Date.now() + Math.max(0, (body.expires_in ?? 60) - TOKEN_RENEW_MARGIN_S) * 1000
    };
    return cached.token;
  }

  async function call(method: string, path: string, what: string, body?: unknown): Promise<KeycloakAnswer> {
    const send = async () =>
      keycloakRequest(
        `${adminBase}${path}`,
        {
          method,
          headers: {
            authorization: `Bearer ${await serviceToken()}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' })
          },
          body: body === undefined ? undefined : JSON.stringify(body)
        },
        what
      );
    let res = await send();
    if (res.status === 401) {
      // The cached token was revoked or the server restarted: sign in again once.
      cached = undefined;
      res = await send();
    }
    return res;
  }

  function expect(res: KeycloakAnswer, what: string, statuses: number[]): unknown {
    if (!statuses.includes(res.status)) throw new KeycloakError(res.status, res.body, what);
    return res.body;
  }

  async function search(query: Record<string, string>): Promise<KeycloakUser[]> {
    const res = await call('GET', `/users?${new URLSearchParams(query)}`, 'user search');
    return expect(res, 'user search', [200]) as KeycloakUser[];
  }

  return {
    async findByUsername(username: string): Promise<KeycloakUser | undefined> {
      return (await search({ username, exact: 'true' })).find((u) => u.username === username.toLowerCase());
    },

    async findByEmail(email: string): Promise<KeycloakUser | undefined> {
      return (await search({ email, exact: 'true' }))[0];
    },

    async getUser(id: string): Promise<KeycloakUser | undefined> {
      const res = await call('GET', `/users/${encodeURIComponent(id)}`, 'user read');
      if (res.status === 404) return undefined;
      return expect(res, 'user read', [200]) as KeycloakUser;
    },

    async createUser(user: NewUser): Promise<CreateUserResult> {
      const res = await call('POST', '/users', 'user creation', {
        username: user.mobile,
        enabled: true,
        email: user.email,
        emailVerified: false,
        firstName: user.firstName,
        lastName: user.lastName,
        attributes: { phone: [user.mobile], phone_verified: ['true'] },
        credentials: [{ type: 'password', value: user.password, temporary: false }]
      });
      if (res.status === 409) {
        const body = res.body as { errorMessage?: string } | undefined;
        return { ok: false, conflict: /email/i.test(body?.errorMessage ?? '') ? 'email' : 'username' };
      }
      if (isPasswordPolicyRefusal(res)) return { ok: false, rejectedPassword: true };
      expect(res, 'user creation', [201]);
      const id = res.location?.split('/').pop();
      if (!id) throw new KeycloakError(res.status, undefined, 'user creation (no Location header)');
      return { ok: true, id };
    },

    /** `not_found` when the user no longer exists, `rejected` when the password policy refuses the password. */
    async resetPassword(id: string, password: string): Promise<'done' | 'not_found' | 'rejected'> {
      const res = await call('PUT', `/users/${encodeURIComponent(id)}/reset-password`, 'password reset', {
        type: 'password',
        value: password,
        temporary: false
      });
      if (res.status === 404) return 'not_found';
      if (isPasswordPolicyRefusal(res)) return 'rejected';
      expect(res, 'password reset', [204]);
      return 'done';
    },

    /**
     * Enables or disables the user (a disabled one gets no tokens, by password or refresh). Keycloak's PUT wants
     * the full representation, so the stored one is sent back with only `enabled` changed. False when the user
     * no longer exists.
     */
    async setEnabled(id: string, enabled: boolean): Promise<boolean> {
      const path = `/users/${encodeURIComponent(id)}`;
      const read = await call('GET', path, 'user read');
      if (read.status === 404) return false;
      const user = expect(read, 'user read', [200]) as KeycloakUser;
      if (user.enabled === enabled) return true;
      const res = await call('PUT', path, 'user update', { ...user, enabled });
      if (res.status === 404) return false;
      expect(res, 'user update', [204]);
      return true;
    },

    /**
     * Changes the user's e-mail or username (the mobile) and attributes. Keycloak's PUT wants the full representation,
     * and `attributes`, when sent, replaces them all: the stored one is sent back with the changes merged in.
     * `conflict` when another user has the username or e-mail (409), `not_found` when the user is gone.
     */
    async updateUser(
      id: string,
      change: {
        username?: string;
        email?: string;
        emailVerified?: boolean;
        attributes?: Record<string, string[]>;
      }
    ): Promise<'done' | 'not_found' | 'conflict'> {
      const path = `/users/${encodeURIComponent(id)}`;
      const read = await call('GET', path, 'user read');
      if (read.status === 404) return 'not_found';
      const user = expect(read, 'user read', [200]) as KeycloakUser;
      const { attributes, ...fields } = change;
      const res = await call('PUT', path, 'user update', {
        ...user,
        ...fields,
        attributes: { ...user.attributes, ...attributes }
      });
      if (res.status === 404) return 'not_found';
      if (res.status === 409) return 'conflict';
      expect(res, 'user update', [204]);
      return 'done';
    },

    /** Ends every session of the user: their refresh tokens stop working. */
    async logoutEverywhere(id: string): Promise<void> {
      const res = await call('POST', `/users/${encodeURIComponent(id)}/logout`, 'user logout');
      expect(res, 'user logout', [204, 404]);
    },

    async deleteUser(id: string): Promise<void> {
      const res = await call('DELETE', `/users/${encodeURIComponent(id)}`, 'user deletion');
      expect(res, 'user deletion', [204, 404]);
    }
  };
}

/** A 400 whose body names a password rule (Keycloak: `invalidPassword…Message`). */
function isPasswordPolicyRefusal(res: KeycloakAnswer): boolean {
  if (res.status !== 400) return false;
  const body = res.body as { error?: string; errorMessage?: string } | undefined;
  return /password/i.test(`${body?.error ?? ''} ${body?.errorMessage ?? ''}`);
}

export type AdminApi = ReturnType<typeof createAdminApi>;
