// zod/mini: the same validation in a few KB, since this runs on every first page load.
import { z } from 'zod/mini';
import { ownsPath } from '@matrimony/federation/route-ownership';

const text = () => z.string().check(z.minLength(1));

const remoteSchema = z.object({
  /** Module Federation name of the remote (mfPublic, mfSignup, mfAccount). */
  name: text(),
  /** URL of the remote's mf-manifest.json. */
  entry: text(),
  /** Route prefixes this remote owns; only the remote owning the current path is downloaded. */
  routes: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1))
});

export const runtimeConfigSchema = z.object({
  remotes: z.array(remoteSchema),
  keycloak: z.object({ clientId: text() }),
  analytics: z._default(z.nullable(z.unknown()), null)
});

export type RemoteEntry = z.infer<typeof remoteSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

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
