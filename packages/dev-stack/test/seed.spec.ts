import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { seedDemoData, type SeedTarget } from '../src/seed';
import { Teardown } from '../src/teardown';

describe('demo data seeding', () => {
  let root: string;
  let dataDir: string;
  let outDir: string;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  function workspace(name: string, seed?: string): SeedTarget {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    const scripts = seed ? { seed } : { test: 'true' };
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, scripts }));
    return { name, dir, env: { ...process.env, OUT_DIR: outDir, GATEWAY_URL: 'http://localhost:1' } };
  }

  const runs = () => readdirSync(outDir).sort();

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'dev-stack-seed-'));
    dataDir = join(root, 'data');
    outDir = join(root, 'out');
    mkdirSync(dataDir);
    mkdirSync(outDir);
    lines.length = 0;
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('runs each workspace seed once per data directory, with the environment it is given', async () => {
    // Each run leaves a new file named after the workspace, the gateway URL it saw and the time.
    const seed = (name: string) =>
      `node -e "require('fs').writeFileSync(process.env.OUT_DIR + '/${name}-' + encodeURIComponent(process.env.GATEWAY_URL) + '-' + process.hrtime.bigint(), '')"`;
    const targets = [
      workspace('svc-a', seed('svc-a')),
      workspace('svc-none'),
      workspace('svc-b', seed('svc-b'))
    ];
    await seedDemoData(dataDir, targets, log, new Teardown(log));
    expect(runs().map((f) => f.split('-').slice(0, 3).join('-'))).to.deep.equal([
      'svc-a-http%3A%2F%2Flocalhost%3A1',
      'svc-b-http%3A%2F%2Flocalhost%3A1'
    ]);
    await seedDemoData(dataDir, targets, log, new Teardown(log));
    expect(runs()).to.have.length(2);
  });

  it('retries a failed seed at the next start and says so', async () => {
    const target = workspace(
      'svc-flaky',
      `node -e "const fs=require('fs'); const f=process.env.OUT_DIR+'/tries'; const n=fs.existsSync(f)?2:1; fs.writeFileSync(f, String(n)); if (n===1) { console.error('profile API not ready'); process.exit(1) }"`
    );
    await seedDemoData(dataDir, [target], log, new Teardown(log));
    expect(lines.join('\n')).to.contain('Seeding svc-flaky failed').and.to.contain('profile API not ready');
    await seedDemoData(dataDir, [target], log, new Teardown(log));
    await seedDemoData(dataDir, [target], log, new Teardown(log));
    expect(runs()).to.deep.equal(['tries']);
    expect(lines.filter((l) => l === 'Seeding demo data: svc-flaky')).to.have.length(2);
  });
});
