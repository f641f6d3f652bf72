import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const OWNERS = ['shell', 'mf-public', 'mf-signup', 'mf-account'] as const;
export type Owner = (typeof OWNERS)[number];
export type JsPart = Owner | 'shared';

const remoteMounts: Record<string, Owner> = {
  '/mf/public/': 'mf-public',
  '/mf/signup/': 'mf-signup',
  '/mf/account/': 'mf-account'
};

export interface RouteLoad {
  /** Every request of the first load (cold cache) until the network was idle. */
  requests: number;
  /** JavaScript per part, bytes after gzip (default level), as a CDN would send it. */
  jsGzipBytes: Record<JsPart, number>;
  jsFiles: { url: string; part: JsPart; gzipBytes: number }[];
}

/** Who serves a path, and the path relative to that owner's root (its manifest's file names). */
function ownerOf(pathname: string): { owner: Owner; file: string } {
  for (const [mount, owner] of Object.entries(remoteMounts)) {
    if (pathname.startsWith(mount)) return { owner, file: pathname.slice(mount.length) };
  }
  return { owner: 'shell', file: pathname.replace(/^\//, '') };
}

interface Manifest {
  shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** The shared-dependency chunks (Module Federation `shared`) each build lists in its mf-manifest.json. */
export async function sharedChunks(baseUrl: string): Promise<Map<Owner, Set<string>>> {
  const result = new Map<Owner, Set<string>>();
  for (const owner of OWNERS) {
    const mount = Object.entries(remoteMounts).find(([, o]) => o === owner)?.[0] ?? '/';
    const response = await fetch(`${baseUrl}${mount}mf-manifest.json`).catch(() => undefined);
    const manifest = (response?.ok ? await response.json() : {}) as Manifest;
    const files = (manifest.shared ?? []).flatMap((s) => [
      ...(s.assets?.js?.sync ?? []),
      ...(s.assets?.js?.async ?? [])
    ]);
    result.set(owner, new Set(files));
  }
  return result;
}

export function classify(pathname: string, shared: Map<Owner, Set<string>>): JsPart {
  const { owner, file } = ownerOf(pathname);
  return shared.get(owner)?.has(file) ? 'shared' : owner;
}

/** Loads each route in a fresh Chromium context and records its requests and JavaScript. */
export async function measureRoutes(
  baseUrl: string,
  routes: Record<string, string>
): Promise<Record<string, RouteLoad>> {
  const shared = await sharedChunks(baseUrl);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu']
  });
  try {
    const loads: Record<string, RouteLoad> = {};
    for (const [name, path] of Object.entries(routes)) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      let requests = 0;
      const pending: Promise<void>[] = [];
      const jsFiles: RouteLoad['jsFiles'] = [];
      page.on('request', () => {
        requests += 1;
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        const isJs =
          response.request().resourceType() === 'script' ||
          /javascript/.test(response.headers()['content-type'] ?? '');
        if (!isJs || url.origin !== new URL(baseUrl).origin) return;
        pending.push(
          response.body().then(
            (body) =>
              void jsFiles.push({
                url: url.pathname,
                part: classify(url.pathname, shared),
                gzipBytes: gzipSync(body).length
              }),
            () => undefined
          )
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await Promise.all(pending);
      const jsGzipBytes = { shell: 0, shared: 0, 'mf-public': 0, 'mf-signup': 0, 'mf-account': 0 } as Record<
        JsPart,
        number
      >;
      for (const file of jsFiles) jsGzipBytes[file.part] += file.gzipBytes;
      loads[name] = { requests, jsGzipBytes, jsFiles };
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}
