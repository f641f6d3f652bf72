import type { Request } from 'express';
import type { RealmKeys } from './keys';
import type { RealmConfig } from './realm';
import type { Store, UserSession } from './store';

/** Everything a route needs: the realm, its keys and its state. */
export interface KeycloakContext {
  realm: RealmConfig;
  keys: RealmKeys;
  store: Store;
  /** Where the server is mounted, e.g. `/auth`. */
  basePath: string;
  /** Plays KC_HOSTNAME: the public base URL including the base path, e.g. `http://localhost:8080/auth`. */
  publicBase?: string;
  /** The clock tokens are issued and checked by, in milliseconds (`Date.now` unless a test moves it). */
  now: () => number;
}

/** `{base}/realms/{realm}`: the issuer, fixed by publicBase or else derived from how the request reached us. */
export function realmUrl(ctx: KeycloakContext, req: Request): string {
  // req.host and req.protocol honour X-Forwarded-* from a proxy on loopback (the dev gateway).
  const base = ctx.publicBase ?? `${req.protocol}://${req.host}${ctx.basePath}`;
  return `${base}/realms/${ctx.realm.realm}`;
}

export function nowSeconds(ctx: KeycloakContext): number {
  return Math.floor(ctx.now() / 1000);
}

/** The session a token names, if it still exists and has not timed out. */
export function activeSession(ctx: KeycloakContext, sid: string | undefined): UserSession | undefined {
  const session = sid ? ctx.store.sessions.get(sid) : undefined;
  return session && ctx.store.sessionExpiry(session) > nowSeconds(ctx) ? session : undefined;
}
