import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type KeycloakContext } from './context';
import { loadOrCreateKeys } from './keys';
import { assertSupportedPolicy, prepareDummyHash } from './passwords';
import { DEFAULT_REALM_FILE, DEV_PLACEHOLDERS, loadRealm } from './realm';
import { createKeycloakApp } from './server';
import { Store } from './store';

export { DEFAULT_REALM_FILE, DEV_PLACEHOLDERS };
/** The password hashing the realm's users get (argon2id), for measuring what a sign-in must cost. */
export { hashPassword, verifyPassword } from './passwords';

export interface KeycloakDevOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  realmFile?: string;
  /** Keys, users and sessions live here; without it everything is in memory. */
  dataDir?: string;
  /** Plays KC_HOSTNAME: tokens carry `iss` = `{publicUrl}{basePath unless publicUrl has a path}/realms/{realm}`. */
  publicUrl?: string;
  /** Default `/auth` (Keycloak's KC_HTTP_RELATIVE_PATH in this platform). */
  basePath?: string;
  /** Values for the realm file's `${VAR}` placeholders; falls back to process.env, then DEV_PLACEHOLDERS. */
  env?: Record<string, string>;
  /** The clock tokens are issued and checked by, in milliseconds (default `Date.now`; tests move it instead of waiting). */
  now?: () => number;
}

export interface KeycloakDev {
  /** e.g. `http://127.0.0.1:8180/auth`: what keycloak-js and the admin client take as `url`/`baseUrl`. */
  url: string;
  /** The `iss` of every token: `{publicUrl or url}/realms/{realm}`. */
  issuer: string;
  realm: string;
  stop(): Promise<void>;
}

function publicBase(publicUrl: string | undefined, basePath: string): string | undefined {
  if (!publicUrl) return undefined;
  const trimmed = publicUrl.replace(/\/+$/, '');
  return new URL(trimmed).pathname.length > 1 ? trimmed : `${trimmed}${basePath}`;
}

export async function startKeycloakDev(options: KeycloakDevOptions = {}): Promise<KeycloakDev> {
  const basePath = (options.basePath ?? '/auth').replace(/\/+$/, '');
  const realm = await loadRealm(options.realmFile ?? DEFAULT_REALM_FILE, { ...process.env, ...options.env });
  const ctx: KeycloakContext = {
    realm,
    keys: await loadOrCreateKeys(options.dataDir),
    store: await Store.open(options.dataDir, realm),
    basePath,
    publicBase: publicBase(options.publicUrl, basePath),
    now: options.now ?? Date.now
  };
  assertSupportedPolicy(realm.passwordPolicy);
  await prepareDummyHash();
  const host = options.host ?? '127.0.0.1';
  const server = createKeycloakApp(ctx).listen(options.port ?? 0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}${basePath}`;
  return {
    url,
    issuer: `${ctx.publicBase ?? url}/realms/${realm.realm}`,
    realm: realm.realm,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve()))
      );
      await ctx.store.save();
    }
  };
}
