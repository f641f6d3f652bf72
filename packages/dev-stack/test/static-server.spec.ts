import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'chai';
import { ssiEcho, ssiIfSet, ssiInclude } from '@matrimony/prerender/document';
import { cacheControlFor } from '../src/cache-policy';
import { startStaticServer, type StaticServer } from '../src/static-server';

const immutable = 'public, max-age=31536000, immutable';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** GET with an explicit Accept-Encoding (fetch would decompress and hide it). */
function rawGet(
  url: string,
  acceptEncoding: string
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static servers', () => {
  let root: string;
  let shell: StaticServer;
  let remote: StaticServer;

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'dev-stack-static-'));
    const bigScript = `console.log(${JSON.stringify('matrimony '.repeat(500))});`;
    writeFiles(join(root, 'shell'), {
      'index.html': '<!doctype html><title>shell app</title>',
      'runtime-config.json': JSON.stringify({
        remotes: [{ name: 'mfAccount', entry: '/mf/account/mf-manifest.json', routes: ['/', '/dashboard'] }]
      }),
      'about/index.html': '<!doctype html><title>About us (prerendered)</title>',
      'content-security-policy.txt': "default-src 'self'; frame-ancestors 'none'\n",
      'static/js/main.3f9a1c2b7d.js': bigScript,
      'favicon.ico': 'icon'
    });
    writeFiles(join(root, 'remote'), {
      'mf-manifest.json': '{"id":"public"}',
      'remoteEntry.js': 'var entry;',
      'static/js/412.9a8b7c6d.js': 'var chunk;',
      'static/css/412.9a8b7c6d.css': 'body{}'
    });
    shell = await startStaticServer({ root: join(root, 'shell'), spa: true, port: 0, host: '127.0.0.1' });
    remote = await startStaticServer({ root: join(root, 'remote'), spa: false, port: 0, host: '127.0.0.1' });
  });

  after(async () => {
    await shell.close();
    await remote.close();
    rmSync(root, { recursive: true, force: true });
  });

  const shellUrl = (path: string) => `http://127.0.0.1:${shell.port}${path}`;
  const remoteUrl = (path: string) => `http://127.0.0.1:${remote.port}${path}`;

  it('serves files whose name never changes with no-cache', async () => {
    for (const url of [
      shellUrl('/'),
      shellUrl('/index.html'),
      shellUrl('/runtime-config.json'),
      remoteUrl('/mf-manifest.json'),
      remoteUrl('/remoteEntry.js')
    ]) {
      const response = await fetch(url);
      expect(response.status, url).to.equal(200);
      expect(response.headers.get('cache-control'), url).to.equal('no-cache');
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    for (const url of [
      shellUrl('/static/js/main.3f9a1c2b7d.js'),
      remoteUrl('/static/js/412.9a8b7c6d.js'),
      remoteUrl('/static/css/412.9a8b7c6d.css')
    ]) {
      const response = await fetch(url);
      expect(response.status, url).to.equal(200);
      expect(response.headers.get('cache-control'), url).to.equal(immutable);
    }
  });

  it('revalidates unhashed assets', async () => {
    const response = await fetch(shellUrl('/favicon.ico'));
    expect(response.headers.get('cache-control')).to.equal('no-cache');
  });

  it('serves a prerendered route page when one exists, with or without the trailing slash', async () => {
    for (const path of ['/about', '/about/']) {
      const response = await fetch(shellUrl(path));
      expect(response.status, path).to.equal(200);
      expect(await response.text(), path).to.contain('About us (prerendered)');
      expect(response.headers.get('cache-control'), path).to.equal('no-cache');
    }
  });

  it('falls back to index.html for app routes', async () => {
    const response = await fetch(shellUrl('/dashboard/interests'));
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/text\/html/);
    expect(await response.text()).to.contain('shell app');
    expect(response.headers.get('cache-control')).to.equal('no-cache');
  });

  it("sends the build's Content-Security-Policy and refuses framing on the shell, like nginx", async () => {
    for (const path of ['/', '/about', '/dashboard']) {
      const response = await fetch(shellUrl(path));
      expect(response.headers.get('content-security-policy'), path).to.equal(
        "default-src 'self'; frame-ancestors 'none'"
      );
      expect(response.headers.get('x-frame-options'), path).to.equal('DENY');
    }
    expect((await fetch(remoteUrl('/remoteEntry.js'))).headers.get('content-security-policy')).to.equal(null);
  });

  it('answers a path outside the route table with 404 and the app page', async () => {
    for (const path of ['/no-such-page', '/dashboardx', '/wp-login.php/x']) {
      const response = await fetch(shellUrl(path));
      expect(response.status, path).to.equal(404);
      expect(await response.text(), path).to.contain('shell app');
    }
  });

  it('does not escape the build directory', async () => {
    const response = await fetch(shellUrl('/..%2F..%2Fetc'));
    expect(await response.text()).not.to.contain('root:');
  });

  it('answers 404 problem+json for a missing asset instead of the app page', async () => {
    for (const url of [
      shellUrl('/static/js/missing.0123abcd.js'),
      remoteUrl('/nothing-here'),
      remoteUrl('/')
    ]) {
      const response = await fetch(url);
      expect(response.status, url).to.equal(404);
      expect(response.headers.get('content-type'), url).to.match(/^application\/problem\+json/);
    }
  });

  it('compresses with gzip when the client accepts it', async () => {
    const gz = await rawGet(shellUrl('/static/js/main.3f9a1c2b7d.js'), 'gzip');
    expect(gz.headers['content-encoding']).to.equal('gzip');
    const plain = await rawGet(shellUrl('/static/js/main.3f9a1c2b7d.js'), 'identity');
    expect(plain.headers['content-encoding']).to.equal(undefined);
  });

  describe("the shell's page documents", () => {
    let site: string;
    let shellSite: StaticServer;
    let remoteSite: StaticServer;
    const page = (name: string) =>
      `<head>${ssiInclude(`/mf/signup/prerendered/${name}.html`, 'body')}</head><body>` +
      ssiIfSet('body', `<div id="root">${ssiEcho('body')}</div>`, '<div id="root"></div>') +
      '</body>';

    before(async () => {
      site = mkdtempSync(join(tmpdir(), 'dev-stack-documents-'));
      writeFiles(join(site, 'shell'), {
        'index.html': page('index'),
        'signin/index.html': page('signin'),
        'reset-password/index.html': page('reset-password'),
        'runtime-config.json': JSON.stringify({
          remotes: [
            { name: 'mfSignup', entry: '/mf/signup/mf-manifest.json', routes: ['/signin', '/reset-password'] }
          ]
        })
      });
      writeFiles(join(site, 'signup'), { 'prerendered/signin.html': '<h1>Sign In</h1>' });
      remoteSite = await startStaticServer({
        root: join(site, 'signup'),
        spa: false,
        port: 0,
        host: '127.0.0.1'
      });
      shellSite = await startStaticServer({
        root: join(site, 'shell'),
        spa: true,
        remotes: [{ mount: '/mf/signup/', origin: `http://127.0.0.1:${remoteSite.port}` }],
        port: 0,
        host: '127.0.0.1'
      });
    });

    after(async () => {
      await shellSite.close();
      await remoteSite.close();
      rmSync(site, { recursive: true, force: true });
    });

    it("includes the remote's prerendered page when it serves a document, like nginx's SSI", async () => {
      const response = await fetch(`http://127.0.0.1:${shellSite.port}/signin`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^text\/html/);
      expect(await response.text()).to.equal(
        '<head></head><body><div id="root"><h1>Sign In</h1></div></body>'
      );
    });

    it('serves the plain document where the remote has no prerendered page', async () => {
      for (const path of ['/reset-password', '/', '/index.html', '/signin/x']) {
        const response = await fetch(`http://127.0.0.1:${shellSite.port}${path}`);
        expect(response.status, path).to.equal(200);
        expect(await response.text(), path).to.equal('<head></head><body><div id="root"></div></body>');
      }
    });
  });

  describe('cacheControlFor', () => {
    const cases: Array<[string, string]> = [
      ['dist/index.html', 'no-cache'],
      ['dist/privacy-policy/index.html', 'no-cache'],
      ['dist/mf-manifest.json', 'no-cache'],
      ['dist/remoteEntry.js', 'no-cache'],
      ['dist/runtime-config.json', 'no-cache'],
      ['dist/static/js/main.3f9a1c2b.js', immutable],
      ['dist/static/js/vendors-3f9a1c2b7d6e.js', immutable],
      ['dist/static/js/main.3f9a1c2b.js.map', immutable],
      ['dist/static/js/412.js', 'no-cache'],
      ['dist/robots.txt', 'no-cache']
    ];
    for (const [path, expected] of cases) {
      it(`${path} → ${expected}`, () => expect(cacheControlFor(path)).to.equal(expected));
    }
  });
});
