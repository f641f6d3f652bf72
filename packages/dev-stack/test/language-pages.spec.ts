// Public pages per language at their own URL (docs/architecture.md, "Languages"), as the development and e2e
// static server serves them: the shell's /hi/... documents with the remote's Hindi fragments, the sitemap.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'chai';
import { sitemapDocument } from '@matrimony/prerender';
import { ssiEcho, ssiInclude } from '@matrimony/prerender/document';
import { repoRoot } from '../src/repo';
import { startStaticServer, type StaticServer } from '../src/static-server';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

describe('pages per language on the static server', () => {
  let site: string;
  let shell: StaticServer;
  let remote: StaticServer;
  const url = (path: string) => `http://127.0.0.1:${shell.port}${path}`;

  before(async () => {
    site = mkdtempSync(join(tmpdir(), 'dev-stack-languages-'));
    const page = (lang: string, name: string) =>
      `<html lang="${lang}"><head>${ssiInclude(`/mf/public/prerendered/${name}.html`, 'body')}</head>` +
      `<body><div id="root">${ssiEcho('body')}</div></body></html>`;
    writeFiles(join(site, 'shell'), {
      'index.html': page('en', 'index'),
      'about/index.html': page('en', 'about'),
      'hi/about/index.html': page('hi-IN', 'hi/about'),
      'hi/index.html': page('hi-IN', 'hi'),
      'sitemap.xml': sitemapDocument(['/mf/public/', '/mf/account/']),
      'runtime-config.json': JSON.stringify({
        remotes: [
          { name: 'mfPublic', entry: '/mf/public/mf-manifest.json', routes: ['/', '/about', '/stories'] },
          { name: 'mfAccount', entry: '/mf/account/mf-manifest.json', routes: ['/dashboard'] }
        ]
      })
    });
    writeFiles(join(site, 'public'), {
      'prerendered/about.html': '<h1>About Us</h1>',
      'prerendered/hi/about.html': '<h1>हमारे बारे में</h1>',
      'prerendered/sitemap.xml': '<url><loc>https://matrimony.example/hi/about</loc></url>\n'
    });
    remote = await startStaticServer({ root: join(site, 'public'), spa: false, port: 0, host: '127.0.0.1' });
    shell = await startStaticServer({
      root: join(site, 'shell'),
      spa: true,
      remotes: [{ mount: '/mf/public/', origin: `http://127.0.0.1:${remote.port}` }],
      port: 0,
      host: '127.0.0.1'
    });
  });

  after(async () => {
    await shell.close();
    await remote.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('answers /hi/about with its Hindi document and the Hindi page', async () => {
    const response = await fetch(url('/hi/about'));
    expect(response.status).to.equal(200);
    expect(await response.text()).to.equal(
      '<html lang="hi-IN"><head></head><body><div id="root"><h1>हमारे बारे में</h1></div></body></html>'
    );
  });

  it('answers a page of the route table under /hi/ or /ta/ with the app (200), an unknown one with 404', async () => {
    for (const path of ['/hi/stories/42', '/ta/stories', '/hi/dashboard'])
      expect((await fetch(url(path))).status, path).to.equal(200);
    for (const path of ['/hi/no-such-page', '/fr/about', '/hindi'])
      expect((await fetch(url(path))).status, path).to.equal(404);
  });

  it('answers a path without its own document with the app page in the URL’s language', async () => {
    for (const [path, status] of [
      ['/hi/stories/42', 200],
      ['/hi/no-such-page', 404]
    ] as const) {
      const response = await fetch(url(path));
      expect(response.status, path).to.equal(status);
      expect(await response.text(), path).to.match(/^<html lang="hi-IN">/);
    }
    expect(await (await fetch(url('/ta/stories/42'))).text()).to.match(/^<html lang="en">/);
  });

  it("serves the sitemap with every remote's entries", async () => {
    const response = await fetch(url('/sitemap.xml'));
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^application\/xml/);
    const xml = await response.text();
    expect(xml).to.contain('<url><loc>https://matrimony.example/hi/about</loc></url>');
    expect(xml).not.to.contain('<!--#');
  });
});

describe('pages per language from the real builds', function () {
  this.timeout(60_000);
  let shell: StaticServer | undefined;
  let remote: StaticServer | undefined;

  before(async function () {
    for (const built of ['shell/dist/hi/about/index.html', 'mf-public/dist/prerendered/hi/about.html'])
      if (!existsSync(join(repoRoot, built)))
        throw new Error(`${built} is missing: build the frontends first (turbo run build)`);
    remote = await startStaticServer({
      root: join(repoRoot, 'mf-public', 'dist'),
      spa: false,
      port: 0,
      host: '127.0.0.1'
    });
    shell = await startStaticServer({
      root: join(repoRoot, 'shell', 'dist'),
      spa: true,
      remotes: [{ mount: '/mf/public/', origin: `http://127.0.0.1:${remote.port}` }],
      port: 0,
      host: '127.0.0.1'
    });
  });

  after(async () => {
    await shell?.close();
    await remote?.close();
  });

  it('answers /hi/about with lang="hi-IN", the Hindi page and the hreflang of its three URLs', async () => {
    const response = await fetch(`http://127.0.0.1:${shell!.port}/hi/about`);
    expect(response.status).to.equal(200);
    const html = await response.text();
    expect(html).to.match(/<html lang="hi-IN"/);
    expect(html).to.contain('data-prerendered-path="/hi/about"');
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).to.match(/[\u0900-\u097F]{4}/);
    expect(html).to.contain('rel="canonical" href="https://matrimony.example/hi/about"');
    for (const hreflang of ['en-IN', 'hi-IN', 'ta-IN', 'x-default'])
      expect(html).to.contain(`rel="alternate" hreflang="${hreflang}"`);
    const sitemap = await (await fetch(`http://127.0.0.1:${shell!.port}/sitemap.xml`)).text();
    for (const path of ['/about', '/hi/about', '/ta/about'])
      expect(sitemap).to.contain(`<loc>https://matrimony.example${path}</loc>`);
  });
});
