import type { Request } from 'express';
import type { RealmKeys } from './keys';
import type { RealmConfig } from './realm';
import type { Store } from './store';

/** Everything a route needs: the realm, its keys and its state. */
export interface KeycloakContext {
  realm: RealmConfig;
  keys: RealmKeys;
  store: Store;
  /** Where the server is mounted, e.g. `/auth`. */
  basePath: string;
  /** Plays KC_HOSTNAME: the public base URL including the base path, e.g. `http://localhost:8080/auth`. */
  publicBase?: string;
}

/** `{base}/realms/{realm}`: the issuer, fixed by publicBase or else derived from how the request reached us. */
export function realmUrl(ctx: KeycloakContext, req: Request): string {
  const base = ctx.publicBase ?? `${req.protocol}://${req.get('host') ?? 'localhost'}${ctx.basePath}`;
  return `${base}/realms/${ctx.realm.realm}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
