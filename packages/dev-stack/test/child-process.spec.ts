import { expect } from 'chai';
import { ManagedChild } from '../src/child-process';
import { StackError } from '../src/errors';
import { findNatsServer } from '../src/nats';
import { waitUntilReady } from '../src/readiness';

function node(name: string, script: string, lines: string[] = []): ManagedChild {
  return new ManagedChild(
    { name, command: process.execPath, args: ['-e', script], cwd: process.cwd(), env: process.env },
    (line) => lines.push(line)
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('child processes', () => {
  it('prefixes every output line with the child name', async () => {
    const lines: string[] = [];
    const child = node('svc-demo', "console.log('one'); console.error('two')", lines);
    await child.exited;
    expect(lines).to.include.members(['[svc-demo] one', '[svc-demo] two']);
  });

  it('stops the whole process group, grandchildren included', async () => {
    const lines: string[] = [];
    const child = node(
      'parent',
      "const c = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('grandchild ' + c.pid); setInterval(() => {}, 1000);",
      lines
    );
    await waitUntilReady(
      [{ name: 'parent', probe: async () => lines.some((l) => l.includes('grandchild')) }],
      10_000
    );
    const grandchild = Number(
      lines
        .find((l) => l.includes('grandchild'))!
        .split(' ')
        .pop()
    );
    expect(isAlive(grandchild)).to.equal(true);
    await child.stop();
    expect(child.hasExited).to.equal(true);
    expect(child.crashed).to.equal(false);
    await waitUntilReady([{ name: 'grandchild gone', probe: async () => !isAlive(grandchild) }], 5_000);
  });

  it('kills a child that ignores SIGTERM after the grace period', async () => {
    const lines: string[] = [];
    const child = node(
      'stubborn',
      "process.on('SIGTERM', () => console.log('ignoring')); console.log('up'); setInterval(() => {}, 1000);",
      lines
    );
    await waitUntilReady([{ name: 'stubborn', probe: async () => lines.includes('[stubborn] up') }], 10_000);
    await child.stop(300);
    expect((await child.exited).signal).to.equal('SIGKILL');
  });

  it('stops waiting for readiness when a child crashes, naming it with its last output', async () => {
    const child = node('svc-broken', "console.error('MONGO_URL is not a valid URL'); process.exit(3)");
    const failure = await waitUntilReady(
      [{ name: 'svc-broken', probe: async () => false, child }],
      60_000
    ).catch((e: Error) => e);
    expect(failure).to.be.instanceOf(StackError);
    expect(failure!.message).to.contain('svc-broken exited with code 3');
    expect(failure!.message).to.contain('MONGO_URL is not a valid URL');
    expect(child.crashed).to.equal(true);
  });

  it('gives up on a piece that never becomes ready, naming it', async () => {
    const failure = await waitUntilReady(
      [
        { name: 'svc-slow', probe: async (check) => ((check.lastSeen = 'answered 503'), false) },
        { name: 'svc-fine', probe: async () => true }
      ],
      300
    ).catch((e: Error) => e);
    expect(failure).to.be.instanceOf(StackError);
    expect(failure!.message).to.contain('svc-slow: answered 503');
    expect(failure!.message).not.to.contain('svc-fine');
  });

  it('reports a command that cannot start', async () => {
    const child = new ManagedChild(
      { name: 'ghost', command: '/nonexistent/ghost', args: [], cwd: process.cwd(), env: process.env },
      () => {}
    );
    const exit = await child.exited;
    expect(child.describeFailure(exit)).to.match(/^ghost could not start \(.*ENOENT/);
  });

  it('says how to install nats-server when it is missing', () => {
    expect(() => findNatsServer({ PATH: '/nonexistent' }, [])).to.throw(
      StackError,
      'apt-get install -y nats-server'
    );
  });
});

describe('child output', () => {
  it('turns pino JSON lines into short readable ones and keeps other lines as they are', async () => {
    const lines: string[] = [];
    const request = {
      level: 30,
      time: 1,
      pid: 1,
      hostname: 'vm',
      name: 'svc-x',
      req: { method: 'GET', path: '/api/x/readyz' },
      res: { statusCode: 503 },
      responseTime: 4,
      msg: 'request completed'
    };
    const script = `console.log(${JSON.stringify(JSON.stringify(request))}); console.log('plain text {"level":1}')`;
    const child = new ManagedChild(
      {
        name: 'svc-x',
        command: process.execPath,
        args: ['-e', script],
        cwd: process.cwd(),
        env: process.env
      },
      (l) => lines.push(l)
    );
    await child.exited;
    expect(lines).to.deep.equal([
      '[svc-x] INFO: request completed GET /api/x/readyz → 503 (4 ms)',
      '[svc-x] plain text {"level":1}'
    ]);
  });
});
