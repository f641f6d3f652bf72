import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { findNatsServer } from '../src/nats';
import { tcpOpen } from '../src/readiness';
import { repoRoot } from '../src/repo';
import { startStack, type RunningStack } from '../src/stack';
import { frontends, portNames, services } from '../src/topology';

/** Pieces other issues deliver; until all exist the smoke test is skipped, naming what is missing. */
function missingPieces(): string[] {
  const missing: string[] = [];
  for (const pkg of ['embedded-mongo', 'keycloak-dev']) {
    if (!existsSync(join(repoRoot, 'packages', pkg, 'src', 'index.ts')))
      missing.push(`packages/${pkg}/src/index.ts`);
  }
  for (const service of services) {
    if (!existsSync(join(repoRoot, service.name, 'src', 'main.ts')))
      missing.push(`${service.name}/src/main.ts`);
  }
  for (const frontend of frontends) {
    const dir = join(repoRoot, frontend.name);
    const hasConfig = existsSync(dir) && readdirSync(dir).some((file) => file.startsWith('rspack.config.'));
    if (!hasConfig || !existsSync(join(dir, 'src')))
      missing.push(`${frontend.name} (rspack.config and src/)`);
  }
  try {
    findNatsServer();
  } catch {
    missing.push('the nats-server binary');
  }
  return missing;
}

describe('the whole stack (smoke)', function () {
  // Building four frontends on two cores and starting four services takes minutes the first time.
  this.timeout(15 * 60_000);
  let stack: RunningStack | undefined;
  const output: string[] = [];

  before(async function () {
    const missing = missingPieces();
    if (missing.length > 0) {
      console.log(`      skipped: not in the repository yet: ${missing.join(', ')}`);
      this.skip();
    }
    try {
      stack = await startStack({ portsMode: 'auto', log: (line) => output.push(line) });
    } catch (error) {
      console.log(output.slice(-60).join('\n'));
      throw error;
    }
  });

  after(async () => {
    await stack?.stop();
  });

  it('serves the shell HTML through the gateway, for the home page and for app routes', async () => {
    for (const path of ['/', '/dashboard', '/signin']) {
      const response = await fetch(`${stack!.url}${path}`);
      expect(response.status, path).to.equal(200);
      expect(response.headers.get('content-type'), path).to.match(/text\/html/);
      expect(response.headers.get('cache-control'), path).to.equal('no-cache');
      expect(await response.text(), path).to.match(/<html/i);
    }
  });

  it('serves every remote manifest under its /mf/ prefix', async () => {
    for (const frontend of frontends.filter((f) => f.mount)) {
      const response = await fetch(`${stack!.url}${frontend.mount}/mf-manifest.json`);
      expect(response.status, frontend.name).to.equal(200);
      expect(response.headers.get('cache-control'), frontend.name).to.equal('no-cache');
      expect(await response.json(), frontend.name).to.be.an('object');
    }
  });

  it('answers 200 on every /api/<service>/healthz through the gateway, and keeps /readyz and /metrics off it', async () => {
    for (const service of services) {
      expect((await fetch(`${stack!.url}${service.prefix}/healthz`)).status, service.name).to.equal(200);
      expect(
        (await fetch(`${stack!.url}${service.prefix}/readyz`)).status,
        `${service.name} readyz`
      ).to.equal(404);
      expect(
        (await fetch(`${stack!.url}${service.prefix}/metrics`)).status,
        `${service.name} metrics`
      ).to.equal(404);
      expect(
        (await fetch(`http://127.0.0.1:${stack!.ports[service.name]}/readyz`)).status,
        `${service.name} readyz on its port`
      ).to.equal(200);
    }
  });

  it('keeps Keycloak off the gateway, issuing tokens in the name of the site', async () => {
    expect(
      (await fetch(`${stack!.url}/auth/realms/matrimony/.well-known/openid-configuration`)).status
    ).to.equal(404);
    const response = await fetch(
      `http://127.0.0.1:${stack!.ports.keycloak}/auth/realms/matrimony/.well-known/openid-configuration`
    );
    expect(response.status).to.equal(200);
    const discovery = (await response.json()) as { issuer: string };
    expect(discovery.issuer).to.equal(`${stack!.url}/auth/realms/matrimony`);
  });

  it('stops every piece: nothing listens on any of its ports afterwards', async () => {
    const { ports } = stack!;
    await stack!.stop();
    stack = undefined;
    for (const name of portNames) {
      expect(await tcpOpen(ports[name], '127.0.0.1')(), `${name} on ${ports[name]}`).to.equal(false);
    }
  });
});

describe('interrupting the stack while it starts', function () {
  this.timeout(5 * 60_000);

  before(function () {
    if (missingPieces().length > 0) this.skip();
  });

  it('stops what had started and rejects with a plain message', async () => {
    const starting = new AbortController();
    const output: string[] = [];
    let mongoPort = 0;
    const failure = await startStack({
      portsMode: 'auto',
      build: false,
      signal: starting.signal,
      log: (line) => {
        output.push(line);
        const mongo = /MongoDB \(embedded\) on mongodb:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (mongo) {
          mongoPort = Number(mongo[1]);
          starting.abort();
        }
      }
    }).catch((error: Error) => error);
    expect(failure).to.be.instanceOf(Error);
    expect((failure as Error).message).to.equal('Start-up interrupted; stopped what had started.');
    expect(mongoPort).to.be.greaterThan(0);
    expect(await tcpOpen(mongoPort, '127.0.0.1')()).to.equal(false);
    // Keycloak was already starting when the abort came: it must have been stopped too.
    const keycloak = output
      .map((line) => /Keycloak \(dev\) on http:\/\/127\.0\.0\.1:(\d+)/.exec(line))
      .find(Boolean);
    expect(keycloak, 'Keycloak start logged').to.not.equal(undefined);
    expect(await tcpOpen(Number(keycloak![1]), '127.0.0.1')()).to.equal(false);
    expect(output.some((line) => line.startsWith('[nats]') && line.includes('Server Exiting'))).to.equal(
      true
    );
  });
});
