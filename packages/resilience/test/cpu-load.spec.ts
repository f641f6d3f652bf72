// scripts/cpu-load.mjs, the busy neighbour CI's proof under load runs beside `.ci/run` (scripts/ci-under-load.sh): it
// starts the workers asked for, says how many run, stops them, and a forgotten one ends by itself. Each test keeps its
// process list in a temporary directory of its own, so it never touches a load running on the machine.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../src';

const run = promisify(execFile);
const SCRIPT = join(repoRoot, 'scripts/cpu-load.mjs');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('scripts/cpu-load.mjs', () => {
  let dir: string;
  let started: number[] = [];
  const load = async (args: string[], maxMinutes = 5) =>
    (
      await run(process.execPath, [SCRIPT, ...args], {
        env: { ...process.env, TMPDIR: dir, LOAD_MAX_MINUTES: String(maxMinutes) }
      })
    ).stdout.trim();
  const pidsStarted = () =>
    readFileSync(join(dir, 'matrimony-cpu-load.pids'), 'utf8').split('\n').filter(Boolean).map(Number);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cpu-load-'));
    started = [];
  });
  afterEach(() => {
    for (const pid of started.filter(alive)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts the busy processes asked for, says they run, and stops them all', async () => {
    expect(await load(['start', '2'])).to.match(/^CPU load: 2 busy process\(es\) started/);
    started = pidsStarted();
    expect(started).to.have.length(2);
    expect(started.every(alive)).to.equal(true);
    expect(await load(['status'])).to.equal('CPU load: 2 process(es) running');
    expect(await load(['stop'])).to.equal('CPU load: 2 process(es) stopped');
    expect(await load(['status'])).to.equal('CPU load: 0 process(es) running');
  });

  it('ends a forgotten worker by itself after LOAD_MAX_MINUTES', async () => {
    await load(['start', '1'], 0.01);
    started = pidsStarted();
    const deadline = Date.now() + 60_000;
    while (started.some(alive) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started.filter(alive), 'still spinning a minute after its 0.6 s').to.deep.equal([]);
    expect(await load(['status'])).to.equal('CPU load: 0 process(es) running');
  });

  it('refuses a command it does not know, saying how to use it', async () => {
    const refused = await load(['begin']).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error
    );
    expect(refused?.code).to.equal(2);
    expect(refused?.stderr).to.contain('usage: node scripts/cpu-load.mjs start [workers] | stop | status');
  });
});
