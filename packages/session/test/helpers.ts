import { adoptTokens, type KeycloakLike } from '../src/keycloak-like';
import { type LockManagerLike } from '../src/refresh-leadership';
import { decodeJwtPayload, type TokenSet } from '../src/tokens';

export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value)
  };
}

const MEMBER_CLAIMS = {
  sub: 'user-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  preferred_username: '9876543210'
};
/** A second member, for a session of someone else. */
export const OTHER_MEMBER_CLAIMS = {
  sub: 'user-2',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  preferred_username: '9876543211'
};

/** Token set number `n` of a session (`sid`), as svc-identity or a refresh returns it: decodable JWTs. */
export function sessionTokens(
  n: number,
  sid = 's1',
  lifetimeSeconds = 300,
  member = MEMBER_CLAIMS
): TokenSet {
  const iat = Math.floor(Date.now() / 1000);
  return {
    accessToken: fakeJwt({ ...member, sid, n, typ: 'Bearer', iat, exp: iat + lifetimeSeconds }),
    refreshToken: fakeJwt({ sub: member.sub, sid, n, typ: 'Refresh', iat, exp: iat + 1800 }),
    idToken: fakeJwt({ ...member, sid, n, typ: 'ID', iat, exp: iat + 300 })
  };
}

/** Which token set (`n`) a token is. */
export const generationOf = (token: string | undefined): unknown =>
  token ? decodeJwtPayload(token).n : undefined;

/**
 * A keycloak-js stand-in with its semantics: `init` without tokens fetches nothing; `updateToken(-1)` always
 * refreshes (the next token set of the session); otherwise only when `expiring`. `refreshResult` makes refreshes
 * fail: 'ended' as after a 400 (tokens dropped, onAuthLogout), 'network' without dropping them.
 */
export class FakeKeycloak implements KeycloakLike {
  token?: string;
  refreshToken?: string;
  idToken?: string;
  tokenParsed?: Record<string, unknown>;
  refreshTokenParsed?: Record<string, unknown>;
  idTokenParsed?: Record<string, unknown>;
  sessionId?: string;
  subject?: string;
  authenticated?: boolean;
  timeSkew?: number | null;
  onAuthLogout?: () => void;
  initCalls = 0;
  refreshCalls: number[] = [];
  /** Refresh tokens this instance sent to the token endpoint, in order. */
  spent: string[] = [];
  expiring = false;
  refreshResult: 'ok' | 'ended' | 'network' = 'ok';

  async init(_options: { checkLoginIframe: false }): Promise<boolean> {
    this.initCalls += 1;
    if (this.initCalls > 1) throw new Error("A 'Keycloak' instance can only be initialized once.");
    return false;
  }

  isTokenExpired(minValidity = 0): boolean {
    return this.expiring || Number(this.tokenParsed?.exp) - Math.floor(Date.now() / 1000) < minValidity;
  }

  async updateToken(minValidity: number): Promise<boolean> {
    this.refreshCalls.push(minValidity);
    if (minValidity !== -1 && !this.expiring) return false;
    this.spent.push(this.refreshToken!);
    if (this.refreshResult === 'ended') this.clearToken();
    if (this.refreshResult !== 'ok') throw new Error('refresh failed');
    const claims = decodeJwtPayload(this.refreshToken!);
    adoptTokens(this, sessionTokens(Number(claims.n) + 1, String(claims.sid)));
    this.expiring = false;
    return true;
  }

  clearToken(): void {
    if (!this.token) return;
    delete this.token;
    delete this.refreshToken;
    this.authenticated = false;
    this.onAuthLogout?.();
  }
}

/** An in-memory `navigator.locks` for one lock name: one holder, a queue, `ifAvailable` and abort. */
export class FakeLocks implements LockManagerLike {
  private held = false;
  private waiting: (() => void)[] = [];

  request(
    _name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void> | void
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held = true;
        void Promise.resolve(callback({ name: _name })).then(() => {
          this.held = false;
          this.waiting.shift()?.();
          resolve(undefined);
        });
      };
      if (!this.held) grant();
      else if (options.ifAvailable) void Promise.resolve(callback(null)).then(resolve);
      else {
        this.waiting.push(grant);
        options.signal?.addEventListener('abort', () => {
          this.waiting = this.waiting.filter((waiting) => waiting !== grant);
          reject(new Error('AbortError'));
        });
      }
    });
  }
}
