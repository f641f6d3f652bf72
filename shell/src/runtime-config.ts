import { ownsPath } from '@matrimony/federation/route-ownership';

export type RemoteEntry = {
  /** Module Federation name of the remote (mfPublic, mfSignup, mfAccount). */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Route prefixes this remote owns; only the remote owning the current path is downloaded. */
  routes: string[];
};

export type RuntimeConfig = {
  remotes: RemoteEntry[];
  keycloak: { clientId: string };
  analytics: unknown;
};

// Checked by hand, not with zod: this runs on every first page load, and zod/mini alone was 4.6 KB gzip of the
// landing page's JavaScript. Like a zod object, the result keeps only the fields below.
type Check = { ok: true; config: RuntimeConfig } | { ok: false; error: string };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function remoteOf(value: unknown, index: number): RemoteEntry | string {
  if (!isRecord(value)) return `remotes[${index}] is not an object`;
  const { name, entry, routes } = value;
  if (!isText(name)) return `remotes[${index}].name is not a non-empty string`;
  if (!isText(entry)) return `remotes[${index}].entry is not a non-empty string`;
  const validRoutes =
    Array.isArray(routes) &&
    routes.length > 0 &&
    routes.every((route) => typeof route === 'string' && route.startsWith('/'));
  if (!validRoutes) return `remotes[${index}].routes is not a non-empty list of paths starting with /`;
  return { name, entry, routes: [...(routes as string[])] };
}

function checkRuntimeConfig(value: unknown): Check {
  if (!isRecord(value)) return { ok: false, error: 'not an object' };
  if (!Array.isArray(value.remotes)) return { ok: false, error: 'remotes is not a list' };
  const remotes: RemoteEntry[] = [];
  for (const [index, item] of value.remotes.entries()) {
    const remote = remoteOf(item, index);
    if (typeof remote === 'string') return { ok: false, error: remote };
    remotes.push(remote);
  }
  if (!isRecord(value.keycloak) || !isText(value.keycloak.clientId))
    return { ok: false, error: 'keycloak.clientId is not a non-empty string' };
  const analytics = value.analytics === undefined ? null : value.analytics;
  return { ok: true, config: { remotes, keycloak: { clientId: value.keycloak.clientId }, analytics } };
}

/** Reads runtime-config.json's content: `parse` throws on an invalid one, `safeParse` says whether it is valid. */
export const runtimeConfigSchema = {
  parse(value: unknown): RuntimeConfig {
    const check = checkRuntimeConfig(value);
    if (!check.ok) throw new Error(`runtime config: ${check.error}`);
    return check.config;
  },
  safeParse(value: unknown): { success: true; data: RuntimeConfig } | { success: false; error: string } {
    const check = checkRuntimeConfig(value);
    return check.ok ? { success: true, data: check.config } : { success: false, error: check.error };
  }
};

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** Reads `/runtime-config.json` (served beside the shell, replaced at deploy time). */
export async function fetchRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchFn(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

/** The remote owning `pathname` (longest matching prefix wins), or null (→ 404). */
export function remoteForPath(remotes: readonly RemoteEntry[], pathname: string): RemoteEntry | null {
  let best: { remote: RemoteEntry; length: number } | null = null;
  for (const remote of remotes) {
    for (const prefix of remote.routes) {
      const length = prefix.replace(/\/+$/, '').length;
      if (ownsPath(prefix, pathname) && (!best || length > best.length)) best = { remote, length };
    }
  }
  return best?.remote ?? null;
}

/**
 * Asks for the manifest of the remote owning `pathname` with a preload link as soon as the runtime config is read,
 * so it no longer waits for bootstrap's chunks; Module Federation's own fetch of it then takes the preloaded answer.
 * A path under a language prefix (a public page) matches no remote here and is left to bootstrap.
 */
export function preloadRemoteManifest(
  config: RuntimeConfig,
  pathname: string,
  doc: Document = document
): void {
  const remote = remoteForPath(config.remotes, pathname);
  if (!remote) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'anonymous');
  link.href = remote.entry;
  doc.head.append(link);
}
