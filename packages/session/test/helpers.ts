import { type KeycloakLike } from '../src/keycloak-like';

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

/** A keycloak-js stand-in: `init` and `updateToken` succeed unless told otherwise. */
export class FakeKeycloak implements KeycloakLike {
  token?: string;
  refreshToken?: string;
  idToken?: string;
  tokenParsed?: Record<string, unknown>;
  onAuthLogout?: () => void;
  initCalls = 0;
  refreshCalls: number[] = [];
  failInit = false;
  refreshResult: 'refreshed' | 'fresh' | 'ended' | 'network' = 'fresh';
  static instances: FakeKeycloak[] = [];

  constructor(readonly claims: Record<string, unknown> = { sub: 'user-1', name: 'Asha Rao', email: 'asha@example.com', preferred_username: '9876543210' }) {
    FakeKeycloak.instances.push(this);
  }

  async init(options: { token: string; refreshToken: string; idToken?: string }): Promise<boolean> {
    this.initCalls += 1;
    if (this.initCalls > 1) throw new Error("A 'Keycloak' instance can only be initialized once.");
    if (this.failInit) throw new Error('refresh failed');
    this.token = `${options.token}+r`;
    this.refreshToken = `${options.refreshToken}+r`;
    this.idToken = options.idToken;
    this.tokenParsed = this.claims;
    return true;
  }

  async updateToken(minValidity: number): Promise<boolean> {
    this.refreshCalls.push(minValidity);
    if (this.refreshResult === 'fresh') return false;
    if (this.refreshResult === 'refreshed') {
      this.token = `${this.token}+r`;
      return true;
    }
    if (this.refreshResult === 'ended') this.clearToken();
    throw new Error('refresh failed');
  }

  clearToken(): void {
    if (!this.token) return;
    delete this.token;
    delete this.refreshToken;
    this.onAuthLogout?.();
  }
}
