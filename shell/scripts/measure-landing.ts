// Measures what the landing page downloads: builds nothing, serves the existing dist/ folders of the
// shell and the remotes under the gateway's paths, loads "/" in Chromium with a cold cache and prints
// the JavaScript bytes (gzip) per part and the request count.
// Run: cd shell && node --import tsx scripts/measure-landing.ts [path]   (after `npm run build` here and in the remotes)
// `npm run bench` (packages/bench) measures the same through the whole running platform, with Lighthouse.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { composeDocument } from '@matrimony/prerender/document';

const repo = resolve(import.meta.dirname, '../..');
/** Gateway path prefix → build output; the shell answers everything else. */
const mounts: [prefix: string, part: string][] = [
  ['/mf/public/', 'mf-public'],
  ['/mf/signup/', 'mf-signup'],
  ['/mf/account/', 'mf-account']
];
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png'
};

function ownerOf(pathname: string): { part: string; file: string } {
  const mount = mounts.find(([prefix]) => pathname.startsWith(prefix));
  return mount
    ? { part: mount[1], file: pathname.slice(mount[0].length) }
    : { part: 'shell', file: pathname.replace(/^\//, '') };
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

/** The file the gateway + static servers return: the asset itself, else (shell only) `<route>/index.html` or index.html. */
async function fileFor(pathname: string): Promise<string | undefined> {
  const { part, file } = ownerOf(decodeURIComponent(pathname));
  const root = join(repo, part, 'dist');
  const candidate = resolve(root, file);
  if (!candidate.startsWith(root + sep) && candidate !== root) return undefined;
  if (await isFile(candidate)) return candidate;
  if (part !== 'shell' || extname(candidate) !== '') return undefined;
  const page = join(candidate, 'index.html');
  return (await isFile(page)) ? page : join(root, 'index.html');
}

async function serve(pathname: string, res: ServerResponse): Promise<void> {
  const file = await fileFor(pathname);
  if (!file) {
    res
      .writeHead(404, { 'content-type': 'application/problem+json' })
      .end(JSON.stringify({ title: 'Not Found', status: 404 }));
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache'
  });
  // The shell's documents include the remotes' prerendered pages, as the static servers do.
  const isShellDocument = ownerOf(decodeURIComponent(pathname)).part === 'shell' && extname(file) === '.html';
  res.end(
    isShellDocument ? await composeDocument(await readFile(file, 'utf8'), fragment) : await readFile(file)
  );
}

async function fragment(url: string): Promise<string | undefined> {
  const file = await fileFor(url);
  return file && ownerOf(url).part !== 'shell' ? readFile(file, 'utf8') : undefined;
}

/** Module Federation `shared` chunk files of one build, from its mf-manifest.json. */
async function sharedFiles(part: string): Promise<Set<string>> {
  type Manifest = { shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[] };
  const text = await readFile(join(repo, part, 'dist', 'mf-manifest.json'), 'utf8').catch(() => '{}');
  const manifest = JSON.parse(text) as Manifest;
  return new Set(
    (manifest.shared ?? []).flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])])
  );
}

async function main(): Promise<void> {
  const route = process.argv[2] ?? '/';
  const shared = new Map<string, Set<string>>();
  for (const part of ['shell', ...mounts.map(([, p]) => p)]) shared.set(part, await sharedFiles(part));

  const server = createServer((req, res) => {
    serve(new URL(req.url ?? '/', 'http://x').pathname, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-dev-shm-usage']
  });
  try {
    const page = await browser.newPage();
    const files: { path: string; part: string; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    let requests = 0;
    page.on('request', () => void (requests += 1));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400) console.error(`${response.status()} ${url.pathname}`);
      if (response.request().resourceType() !== 'script' || url.origin !== origin) return;
      const { part, file } = ownerOf(url.pathname);
      const label = shared.get(part)?.has(file) ? `shared (${part})` : part;
      pending.push(
        response
          .body()
          .then((body) => void files.push({ path: url.pathname, part: label, gzip: gzipSync(body).length }))
      );
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    // The app has swapped its own render of the remote's page in (not just the prerendered HTML).
    const rendered = await page.locator('#root:not([data-prerendered-path]) #mf-public').count();

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    files.sort((a, b) => b.gzip - a.gzip);
    for (const file of files)
      console.log(`${kb(file.gzip).padStart(7)} KB  ${file.part.padEnd(20)} ${file.path}`);
    const parts = new Map<string, number>();
    for (const file of files) parts.set(file.part, (parts.get(file.part) ?? 0) + file.gzip);
    console.log('\nJavaScript, KB gzip, per part:');
    for (const [part, bytes] of [...parts].sort((a, b) => b[1] - a[1]))
      console.log(`${kb(bytes).padStart(7)}  ${part}`);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`${kb(total).padStart(7)}  total (${files.length} scripts; budget 170 KB)`);
    console.log(
      `requests: ${requests}; page rendered by the app from mf-public: ${rendered > 0 ? 'yes' : 'NO'}`
    );
    const fromOtherRemotes = files.filter((file) => /mf-(signup|account)/.test(file.part));
    if (fromOtherRemotes.length > 0)
      console.log(`NOT ALLOWED on the landing page: ${fromOtherRemotes.map((f) => f.path).join(', ')}`);
    process.exitCode = total <= 170 * 1024 && fromOtherRemotes.length === 0 && rendered > 0 ? 0 : 1;
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
