import { expect } from 'chai';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ssiEcho, ssiIfSet, ssiInclude } from '@matrimony/prerender/document';
import { deployDir, ofKind, overlays, renderOverlay, repoDir } from './support/render';

const script = `${deployDir}frontend/start-static-server.sh`;
const TEST_CSP =
  "default-src 'self'; script-src 'self' 'sha256-abc'; object-src 'none'; frame-ancestors 'none'";
const template = `${deployDir}frontend/runtime-config.template.json`;

/** Runs the image's start script with a stand-in `nginx` that records its arguments instead of serving. */
function runStartScript(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(dir, 'bin'));
  mkdirSync(join(dir, 'out'));
  mkdirSync(join(dir, 'html'));
  writeFileSync(join(dir, 'html', 'content-security-policy.txt'), TEST_CSP + '\n');
  writeFileSync(join(dir, 'bin', 'nginx'), `#!/bin/sh\necho "$@" > "${dir}/nginx-args"\n`);
  chmodSync(join(dir, 'bin', 'nginx'), 0o755);
  const result = spawnSync('sh', [script], {
    encoding: 'utf8',
    env: {
      PATH: `${join(dir, 'bin')}:/usr/local/bin:/usr/bin:/bin`,
      RUNTIME_CONFIG_TEMPLATE: template,
      RUNTIME_CONFIG_DIR: join(dir, 'out'),
      STATIC_ROOT: join(dir, 'html'),
      ...env
    }
  });
  const read = (file: string) => {
    try {
      return readFileSync(join(dir, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const outcome = {
    status: result.status,
    stderr: result.stderr,
    config: read('out/runtime-config.json'),
    appRoutes: read('out/app-routes.map'),
    cspHeader: read('out/csp-header.conf'),
    remoteOrigins: read('out/remote-origins.conf'),
    nginxArgs: read('nginx-args')
  };
  rmSync(dir, { recursive: true, force: true });
  return outcome;
}

function shellRuntimeEnv(overlay: string): Record<string, string> {
  const config = ofKind<{ data: Record<string, string> }>(renderOverlay(overlay), 'ConfigMap').find((c) =>
    c.metadata.name.startsWith('shell-runtime-config')
  );
  return config!.data;
}

type RuntimeConfig = {
  remotes: { name: string; entry: string; routes: string[] }[];
  keycloak: { clientId: string };
};

/**
 * The shell's own zod schema for runtime-config.json, loaded at run time: the shell's module is
 * browser code (DOM types), outside this workspace's type-check.
 */
async function shellRuntimeConfigSchema(): Promise<{ parse(value: unknown): RuntimeConfig }> {
  const module = (await import(pathToFileURL(`${repoDir}shell/src/runtime-config.ts`).href)) as {
    runtimeConfigSchema: { parse(value: unknown): RuntimeConfig };
  };
  return module.runtimeConfigSchema;
}

const hasEnvsubst = spawnSync('sh', ['-c', 'command -v envsubst']).status === 0;

describe('frontend start script (runtime-config.json)', function () {
  before(function () {
    if (!hasEnvsubst) this.skip(); // the nginx image ships envsubst; CI machines without gettext skip
  });

  for (const overlay of overlays) {
    it(`renders valid runtime-config.json from the ${overlay} ConfigMap, then starts nginx in the foreground`, async () => {
      const env = shellRuntimeEnv(overlay);
      const outcome = runStartScript(env);
      expect(outcome.status, outcome.stderr).to.equal(0);
      expect(outcome.nginxArgs?.trim()).to.equal('-g daemon off;');
      // The shell's own schema decides whether it can start with this file.
      const config = (await shellRuntimeConfigSchema()).parse(JSON.parse(outcome.config!));
      expect(config.keycloak).to.deep.equal({ clientId: 'matrimony-web' });
      for (const remote of config.remotes)
        expect(remote.entry).to.match(/^\/mf\/(public|signup|account)\/mf-manifest\.json$/);
      expect(outcome.cspHeader).to.equal(`add_header Content-Security-Policy "${TEST_CSP}" always;\n`);
      // The documents include each remote's prerendered pages from its Service.
      for (const remote of ['public', 'signup', 'account'])
        expect(outcome.remoteOrigins).to.contain(
          `location ^~ /mf/${remote}/ {\n    internal;\n    proxy_pass http://mf-${remote}:8080/;\n`
        );
      // Every route of the table is a page for nginx too.
      for (const route of config.remotes.flatMap((remote) => remote.routes)) {
        expect(outcome.appRoutes, route).to.contain(
          route === '/' ? '"/" 1;' : `"~^${route.replace(/\/$/, '')}(/.*)?$" 1;`
        );
      }
    });
  }

  it('starts from the remote list the shell ships with (shell/public/runtime-config.json)', () => {
    const shipped = JSON.parse(readFileSync(`${repoDir}shell/public/runtime-config.json`, 'utf8')) as {
      remotes: unknown;
    };
    expect(JSON.parse(shellRuntimeEnv('prod').MF_REMOTES!)).to.deep.equal(shipped.remotes);
  });

  it('refuses to start without the remote list', () => {
    const env = { ...shellRuntimeEnv('prod'), MF_REMOTES: '' };
    const outcome = runStartScript(env);
    expect(outcome.status).to.equal(1);
    expect(outcome.stderr).to.contain('MF_REMOTES is not set');
    expect(outcome.nginxArgs).to.equal(undefined);
  });

  it('refuses a value that would break out of its JSON string', () => {
    const outcome = runStartScript({
      ...shellRuntimeEnv('prod'),
      KEYCLOAK_CLIENT_ID: 'matrimony-web", "evil": "1'
    });
    expect(outcome.status).to.equal(1);
    expect(outcome.stderr).to.contain('KEYCLOAK_CLIENT_ID must not contain quotes');
  });
});

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (path) => spawnSync(path, ['-v']).status === 0
);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))
      );
    });
  });
}

const appRoutesMap = (remotes: unknown) =>
  execFileSync('sh', [`${deployDir}frontend/render-app-routes.sh`], {
    env: { PATH: process.env.PATH, MF_REMOTES: JSON.stringify(remotes) },
    encoding: 'utf8'
  });

const remoteOriginsConf = (origins: string) =>
  execFileSync('sh', [`${deployDir}frontend/render-remote-origins.sh`], {
    env: { PATH: process.env.PATH, REMOTE_ORIGINS: origins },
    encoding: 'utf8'
  });

/** Runs the images' nginx configuration against a fake build output, as the image would. */
async function startNginx(
  site: 'shell.conf' | 'remote.conf',
  files: Record<string, string>,
  remoteOrigins = ''
) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, 'html', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'html', path), body);
  }
  mkdirSync(join(dir, 'runtime'), { recursive: true });
  writeFileSync(join(dir, 'runtime', 'runtime-config.json'), '{"remotes":[]}');
  writeFileSync(
    join(dir, 'runtime', 'csp-header.conf'),
    `add_header Content-Security-Policy "${TEST_CSP}" always;\n`
  );
  writeFileSync(join(dir, 'runtime', 'remote-origins.conf'), remoteOriginsConf(remoteOrigins));
  writeFileSync(
    join(dir, 'runtime', 'app-routes.map'),
    appRoutesMap([
      { name: 'mfAccount', entry: '/mf/account/mf-manifest.json', routes: ['/', '/search', '/dashboard'] },
      { name: 'mfSignup', entry: '/mf/signup/mf-manifest.json', routes: ['/signin', '/reset-password'] }
    ])
  );
  const mimeTypes = ['/etc/nginx/mime.types'].find((p) => spawnSync('test', ['-f', p]).status === 0)!;
  // As root (CI containers) nginx would drop its workers to "nobody", who cannot read the temp dir.
  const runAs = process.getuid?.() === 0 ? 'user root;\n' : '';
  const main =
    runAs +
    readFileSync(`${deployDir}frontend/nginx.conf`, 'utf8')
      .replaceAll('/tmp/', `${dir}/`)
      .replaceAll('/dev/stderr', join(dir, 'error.log'))
      .replaceAll('/dev/stdout', join(dir, 'access.log'))
      .replace('/etc/nginx/mime.types', mimeTypes)
      .replace('/etc/nginx/site.conf', join(dir, 'site.conf'))
      .replace('worker_processes auto;', 'worker_processes 1;');
  const server = readFileSync(`${deployDir}frontend/${site}`, 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('/usr/share/nginx/html', join(dir, 'html'))
    .replaceAll('/run/runtime-config', join(dir, 'runtime'));
  writeFileSync(join(dir, 'nginx.conf'), main);
  writeFileSync(join(dir, 'site.conf'), server);
  execFileSync(nginxBinary!, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
  const child: ChildProcess = spawn(
    nginxBinary!,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' }
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${base}/healthz`);
      break;
    } catch (error) {
      if (attempt > 100) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { base, stop };
}

describe('frontend static server (nginx configuration of the images)', function () {
  before(function () {
    if (!nginxBinary) this.skip(); // the image has nginx; machines without it skip
  });

  describe('shell', () => {
    let server: Awaited<ReturnType<typeof startNginx>>;
    before(async () => {
      server = await startNginx('shell.conf', {
        'index.html': '<html>shell</html>',
        'main.3f9a1c2b.js': 'console.log(1)',
        'search/index.html': '<html>prerendered search</html>',
        'runtime-config.json': '{"baked":"at build time"}'
      });
    });
    after(async () => server?.stop());

    it('caches content-hashed files forever and revalidates index.html', async () => {
      const hashed = await fetch(`${server.base}/main.3f9a1c2b.js`);
      expect(hashed.status).to.equal(200);
      expect(hashed.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
      const index = await fetch(`${server.base}/`);
      expect(index.headers.get('cache-control')).to.equal('no-cache');
    });

    it('falls back to index.html for client routes, uncached', async () => {
      const response = await fetch(`${server.base}/dashboard/settings`);
      expect(response.status).to.equal(200);
      expect(await response.text()).to.equal('<html>shell</html>');
      expect(response.headers.get('cache-control')).to.equal('no-cache');
    });

    it("sends the build's Content-Security-Policy, no framing and HSTS with every page", async () => {
      for (const path of ['/', '/search', '/dashboard', '/no-such-page']) {
        const response = await fetch(`${server.base}${path}`);
        expect(response.headers.get('content-security-policy'), path).to.equal(TEST_CSP);
        expect(response.headers.get('x-frame-options'), path).to.equal('DENY');
        expect(response.headers.get('strict-transport-security'), path).to.equal(
          'max-age=31536000; includeSubDomains'
        );
      }
    });

    it('answers a path outside the route table with 404 and the app page', async () => {
      for (const path of ['/no-such-page', '/dashboardx', '/wp-admin/setup']) {
        const response = await fetch(`${server.base}${path}`);
        expect(response.status, path).to.equal(404);
        expect(await response.text(), path).to.equal('<html>shell</html>');
      }
    });

    it('answers a missing asset with a plain 404, not the app page', async () => {
      const response = await fetch(`${server.base}/main.deadbeef.js`);
      expect(response.status).to.equal(404);
      expect(await response.text()).not.to.contain('<html>shell</html>');
    });

    it('serves a prerendered <route>/index.html when one exists', async () => {
      expect(await (await fetch(`${server.base}/search`)).text()).to.equal('<html>prerendered search</html>');
    });

    it('serves runtime-config.json from the rendered directory, not the build, uncached', async () => {
      const response = await fetch(`${server.base}/runtime-config.json`);
      expect(await response.text()).to.equal('{"remotes":[]}');
      expect(response.headers.get('cache-control')).to.equal('no-cache');
    });

    it('answers the probes', async () => {
      expect((await fetch(`${server.base}/healthz`)).status).to.equal(200);
      expect((await fetch(`${server.base}/readyz`)).status).to.equal(200);
    });
  });

  describe("shell documents with a remote's prerendered pages", () => {
    let remote: Awaited<ReturnType<typeof startNginx>>;
    let shell: Awaited<ReturnType<typeof startNginx>>;
    const fragment = `<h1>Sign In</h1>${'<p>x</p>'.repeat(2000)}`;
    // As the shell's build writes them (shell/scripts/html.ts).
    const documentOf = (name: string) =>
      `<html><head>${ssiInclude(`/mf/signup/prerendered/${name}.head.html`, 'head')}` +
      `${ssiInclude(`/mf/signup/prerendered/${name}.html`, 'body')}` +
      `${ssiIfSet('body', ssiEcho('head'), '<title>Matrimony</title>')}</head><body>` +
      `${ssiIfSet('body', `<div id="root" data-prerendered-path="/${name}">${ssiEcho('body')}</div>`, '<div id="root"></div>')}` +
      '</body></html>';
    before(async () => {
      remote = await startNginx('remote.conf', {
        'mf-manifest.json': '{}',
        'prerendered/signin.html': fragment,
        'prerendered/signin.head.html': '<title>Sign In | Matrimony</title>'
      });
      shell = await startNginx(
        'shell.conf',
        {
          'index.html': '<html>shell</html>',
          'signin/index.html': documentOf('signin'),
          'reset-password/index.html': documentOf('reset-password')
        },
        `/mf/signup/=${remote.base} /mf/account/=http://127.0.0.1:9`
      );
    });
    after(async () => {
      await shell?.stop();
      await remote?.stop();
    });

    it("includes the remote's fragments, uncompressed, when a document is served", async () => {
      for (const headers of [{}, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
        const response = await fetch(`${shell.base}/signin`, { headers });
        expect(response.status).to.equal(200);
        expect(await response.text()).to.equal(
          `<html><head><title>Sign In | Matrimony</title></head><body><div id="root" data-prerendered-path="/signin">${fragment}</div></body></html>`
        );
        expect(response.headers.get('cache-control')).to.equal('no-cache');
        expect(response.headers.get('content-security-policy')).to.equal(TEST_CSP);
      }
    });

    it('serves the plain app document when the remote has no fragment there', async () => {
      const response = await fetch(`${shell.base}/reset-password`);
      expect(response.status).to.equal(200);
      expect(await response.text()).to.equal(
        '<html><head><title>Matrimony</title></head><body><div id="root"></div></body></html>'
      );
    });

    it('does not let visitors fetch through the includes’ locations', async () => {
      for (const path of ['/mf/signup/prerendered/signin.html', '/mf/account/x', '/mf/other/x']) {
        const response = await fetch(`${shell.base}${path}`);
        expect(await response.text(), path).to.not.contain('Sign In');
      }
    });
  });

  describe('pages per language (/ta/about)', () => {
    let remote: Awaited<ReturnType<typeof startNginx>>;
    let shell: Awaited<ReturnType<typeof startNginx>>;
    // As the shell's build writes /ta/about's document (shell/scripts/prerender.ts, html.ts).
    const tamilDocument =
      `<html lang="ta-IN"><head>${ssiInclude('/mf/public/prerendered/ta/about.head.html', 'head')}` +
      `${ssiInclude('/mf/public/prerendered/ta/about.html', 'body')}` +
      `${ssiIfSet('body', ssiEcho('head'), '<title>Matrimony</title>')}</head><body>` +
      `${ssiIfSet('body', `<div id="root" data-prerendered-path="/ta/about">${ssiEcho('body')}</div>`, '<div id="root"></div>')}` +
      '</body></html>';
    const tamilHead =
      '<title>எங்களைப் பற்றி | Matrimony</title>' +
      '<link rel="canonical" href="https://matrimony.example/ta/about"/>' +
      '<link rel="alternate" hreflang="ta-IN" href="https://matrimony.example/ta/about"/>';
    const entry = '<url><loc>https://matrimony.example/ta/about</loc></url>\n';
    before(async () => {
      remote = await startNginx('remote.conf', {
        'mf-manifest.json': '{}',
        'prerendered/ta/about.html': '<h1>எங்களைப் பற்றி</h1>',
        'prerendered/ta/about.head.html': tamilHead,
        'prerendered/sitemap.xml': entry
      });
      shell = await startNginx(
        'shell.conf',
        {
          'index.html': '<html>shell</html>',
          'hi/index.html': '<html lang="hi-IN">app</html>',
          'ta/about/index.html': tamilDocument,
          'sitemap.xml':
            '<?xml version="1.0" encoding="UTF-8"?>\n<urlset>' +
            ssiInclude('/mf/public/prerendered/sitemap.xml', 'sitemap_0') +
            ssiEcho('sitemap_0') +
            ssiInclude('/mf/account/prerendered/sitemap.xml', 'sitemap_1') +
            ssiEcho('sitemap_1') +
            '</urlset>\n'
        },
        `/mf/public/=${remote.base} /mf/account/=http://127.0.0.1:9`
      );
    });
    after(async () => {
      await shell?.stop();
      await remote?.stop();
    });

    it('serves /ta/about as its Tamil document with the Tamil page and head included', async () => {
      for (const path of ['/ta/about', '/ta/about/']) {
        const response = await fetch(`${shell.base}${path}`);
        expect(response.status, path).to.equal(200);
        expect(await response.text(), path).to.equal(
          `<html lang="ta-IN"><head>${tamilHead}</head><body><div id="root" data-prerendered-path="/ta/about"><h1>எங்களைப் பற்றி</h1></div></body></html>`
        );
      }
    });

    it('answers the route table’s pages under /ta/ and /hi/ with the app, unknown ones with 404', async () => {
      for (const path of ['/ta/dashboard', '/hi/search/x', '/hi', '/ta/'])
        expect((await fetch(`${shell.base}${path}`)).status, path).to.equal(200);
      for (const path of ['/ta/no-such-page', '/fr/search', '/hindi'])
        expect((await fetch(`${shell.base}${path}`)).status, path).to.equal(404);
    });

    it('answers a path without its own document with the app page in the URL’s language', async () => {
      for (const [path, status] of [
        ['/hi/search/x', 200],
        ['/hi/no-such-page', 404]
      ] as const) {
        const response = await fetch(`${shell.base}${path}`);
        expect(response.status, path).to.equal(status);
        expect(await response.text(), path).to.equal('<html lang="hi-IN">app</html>');
      }
      expect(await (await fetch(`${shell.base}/fr/search`)).text()).to.equal('<html>shell</html>');
    });

    it("serves the sitemap with every remote's entries included", async () => {
      const response = await fetch(`${shell.base}/sitemap.xml`);
      expect(response.status).to.equal(200);
      expect(await response.text()).to.equal(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>${entry}</urlset>\n`
      );
    });

    it('knows the same languages with their own URLs as the site (@matrimony/i18n)', async () => {
      // Loaded at run time: @matrimony/i18n is browser code, outside this workspace's type-check.
      const { PREFIXED_LOCALES } = (await import(
        pathToFileURL(`${repoDir}packages/i18n/src/paths.ts`).href
      )) as { PREFIXED_LOCALES: string[] };
      const script = readFileSync(`${deployDir}frontend/render-app-routes.sh`, 'utf8');
      expect(/^LANGUAGE_PREFIXES='([^']*)'$/m.exec(script)?.[1]).to.equal(PREFIXED_LOCALES.join('|'));
      const shellConf = readFileSync(`${deployDir}frontend/shell.conf`, 'utf8');
      expect(shellConf).to.contain(`"~^/(?<language>${PREFIXED_LOCALES.join('|')})(/|$)"`);
      expect(shellConf).to.contain(`location ~ ^/(${PREFIXED_LOCALES.join('|')})/index\\.html$ {`);
    });
  });

  describe('remote', () => {
    let server: Awaited<ReturnType<typeof startNginx>>;
    before(async () => {
      server = await startNginx('remote.conf', {
        'mf-manifest.json': '{}',
        'remoteEntry.js': 'var x;',
        '__federation_expose_routes.8c1d2e3f.js': 'export {}'
      });
    });
    after(async () => server?.stop());

    it('revalidates the manifest and the entry, caches hashed chunks forever', async () => {
      expect((await fetch(`${server.base}/mf-manifest.json`)).headers.get('cache-control')).to.equal(
        'no-cache'
      );
      expect((await fetch(`${server.base}/remoteEntry.js`)).headers.get('cache-control')).to.equal(
        'no-cache'
      );
      const chunk = await fetch(`${server.base}/__federation_expose_routes.8c1d2e3f.js`);
      expect(chunk.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
      expect(chunk.headers.get('content-type')).to.contain('javascript');
    });

    it('answers 404 for a missing chunk instead of an HTML page', async () => {
      const response = await fetch(`${server.base}/missing.12345678.js`);
      expect(response.status).to.equal(404);
    });
  });
});
