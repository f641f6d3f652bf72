import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { readJsonFile, writeJsonFileAtomic } from './json-file';
import type { RealmConfig } from './realm';

export interface StoredUser {
  id: string;
  createdTimestamp: number;
  /** Always lowercase, as Keycloak stores it. */
  username: string;
  enabled: boolean;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  attributes: Record<string, string[]>;
  requiredActions: string[];
  passwordHash?: string;
  realmRoles: string[];
  clientRoles: Record<string, string[]>;
  serviceAccountClientId?: string;
  /** Epoch seconds: tokens issued before this are stale (set by admin logout). */
  notBefore: number;
}

export interface UserSession {
  id: string;
  userId: string;
  clientId: string;
  scope: string;
  /** Epoch seconds. */
  started: number;
  lastRefresh: number;
  /** With rotation on: the id of the one refresh token of this session that may still be used. */
  refreshTokenId?: string;
}

export interface LoginFailure {
  numFailures: number;
  /** Epoch milliseconds. */
  lastFailure: number;
  lockedUntil: number;
}

interface Snapshot {
  users: StoredUser[];
  sessions: UserSession[];
  failures: Record<string, LoginFailure>;
  revokedTokens: Record<string, number>;
}

export const SESSION_WRITE_DELAY_MS = 1000;

/** Users, sessions, login failures and revoked token ids, persisted as one JSON file per data directory. */
export class Store {
  readonly users = new Map<string, StoredUser>();
  readonly sessions = new Map<string, UserSession>();
  readonly failures = new Map<string, LoginFailure>();
  readonly revokedTokens = new Map<string, number>();
  private writing: Promise<void> = Promise.resolve();
  /** The write that will include changes made from now on, until it starts. */
  private nextWrite: Promise<void> | undefined;
  private sessionWrite: NodeJS.Timeout | undefined;

  private constructor(
    private readonly file: string | undefined,
    private readonly lifetimes: Pick<RealmConfig, 'ssoSessionIdleTimeout' | 'ssoSessionMaxLifespan'>
  ) {}

  static async open(dataDir: string | undefined, realm: RealmConfig): Promise<Store> {
    const store = new Store(dataDir ? path.join(dataDir, `realm-${realm.realm}.json`) : undefined, realm);
    const snapshot = store.file ? ((await readJsonFile(store.file)) as Snapshot | undefined) : undefined;
    if (snapshot) {
      for (const user of snapshot.users) store.users.set(user.id, user);
      for (const session of snapshot.sessions) store.sessions.set(session.id, session);
      for (const [key, failure] of Object.entries(snapshot.failures)) store.failures.set(key, failure);
      for (const [jti, exp] of Object.entries(snapshot.revokedTokens)) store.revokedTokens.set(jti, exp);
    }
    store.seedUsers(realm);
    await store.save();
    return store;
  }

  /** Service-account users declared in the realm file exist from the first start; their roles follow the file. */
  private seedUsers(realm: RealmConfig): void {
    for (const seed of realm.users) {
      const existing = this.findByUsername(seed.username);
      const user: StoredUser = existing ?? {
        id: randomUUID(),
        createdTimestamp: Date.now(),
        username: seed.username.toLowerCase(),
        enabled: seed.enabled,
        emailVerified: false,
        attributes: {},
        requiredActions: [],
        realmRoles: [],
        clientRoles: {},
        notBefore: 0
      };
      user.serviceAccountClientId = seed.serviceAccountClientId;
      user.realmRoles = seed.realmRoles;
      user.clientRoles = seed.clientRoles;
      this.users.set(user.id, user);
    }
  }

  findByUsername(username: string): StoredUser | undefined {
    const wanted = username.toLowerCase();
    return [...this.users.values()].find((u) => u.username === wanted);
  }

  findByEmail(email: string): StoredUser | undefined {
    const wanted = email.toLowerCase();
    return [...this.users.values()].find((u) => u.email === wanted);
  }

  findServiceAccount(clientId: string): StoredUser | undefined {
    return [...this.users.values()].find((u) => u.serviceAccountClientId === clientId);
  }

  deleteUserSessions(userId: string): void {
    for (const [id, session] of this.sessions) if (session.userId === userId) this.sessions.delete(id);
  }

  /** Epoch seconds when a session ends: Keycloak's SSO idle limit since the last refresh, or its absolute maximum. */
  sessionExpiry(session: UserSession): number {
    return Math.min(
      session.lastRefresh + this.lifetimes.ssoSessionIdleTimeout,
      session.started + this.lifetimes.ssoSessionMaxLifespan
    );
  }

  /** Drops timed-out sessions and revocations of tokens that have expired anyway. */
  private prune(): void {
    const now = Math.floor(Date.now() / 1000);
    for (const [id, session] of this.sessions)
      if (this.sessionExpiry(session) <= now) this.sessions.delete(id);
    for (const [jti, exp] of this.revokedTokens) if (exp <= now) this.revokedTokens.delete(jti);
  }

  /** Persists the whole state; calls are serialised so the last write always wins. */
  /**
   * Persists the complete state; resolves once a write that includes every change made before the call is on
   * disk. Each write captures the state when it starts, so the calls made while one write is on disk share the
   * next one (at dozens of sign-ins a second each call used to rewrite every user and session).
   */
  save(): Promise<void> {
    clearTimeout(this.sessionWrite);
    this.sessionWrite = undefined;
    this.prune();
    const file = this.file;
    if (!file) return Promise.resolve();
    if (!this.nextWrite) {
      // A failed earlier write must not block later ones: each write holds the complete state.
      this.nextWrite = this.writing
        .catch(() => undefined)
        .then(() => {
          this.nextWrite = undefined;
          return writeJsonFileAtomic(file, this.snapshot());
        });
      this.writing = this.nextWrite;
    }
    return this.nextWrite;
  }

  /**
   * Sessions only (a sign-in, a refresh): written within SESSION_WRITE_DELAY_MS rather than before the answer,
   * as Keycloak 26 batches its session writes. A crash in between loses those sessions (their members sign in
   * again); users, credentials, failures and revocations still use `save()`. Each write rewrites the whole
   * state, so at dozens of sign-ins a second waiting for it cost more than the answer itself.
   */
  saveSessionsSoon(): void {
    if (this.sessionWrite || !this.file) return;
    this.sessionWrite = setTimeout(() => {
      this.sessionWrite = undefined;
      this.save().catch(() => undefined);
    }, SESSION_WRITE_DELAY_MS);
    this.sessionWrite.unref();
  }

  private snapshot(): Snapshot {
    return {
      users: [...this.users.values()],
      sessions: [...this.sessions.values()],
      failures: Object.fromEntries(this.failures),
      revokedTokens: Object.fromEntries(this.revokedTokens)
    };
  }
}
