import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { StackError } from '../src/errors';
import { againOnTakenPort, allocateFreePorts, assertPortsFree, isPortFree } from '../src/ports';
import { portNames } from '../src/topology';

describe('port checks', () => {
  let occupier: Server;
  let busyPort: number;

  before(async () => {
    occupier = createServer();
    await new Promise<void>((resolve) => occupier.listen(0, '127.0.0.1', resolve));
    busyPort = (occupier.address() as { port: number }).port;
  });

  after(() => new Promise<void>((resolve) => occupier.close(() => resolve())));

  it('sees a port something listens on as busy, and a released one as free', async () => {
    expect(await isPortFree(busyPort)).to.equal(false);
    const [free] = Object.values(await allocateFreePorts());
    expect(await isPortFree(free!)).to.equal(true);
  });

  it('names the busy port and what needed it', async () => {
    const ports = await allocateFreePorts();
    ports.nats = busyPort;
    const failure = await assertPortsFree(ports).then(
      () => undefined,
      (error: unknown) => error
    );
    expect(failure).to.be.instanceOf(StackError);
    const message = (failure as Error).message;
    expect(message).to.contain(`Port ${busyPort} is already in use`);
    expect(message).to.contain('nats-server (NATS JetStream) needs it');
    expect(message.split('\n')).to.have.length(1);
  });

  it('tells how to choose another gateway port', async () => {
    const ports = await allocateFreePorts();
    ports.gateway = busyPort;
    const failure = await assertPortsFree(ports).catch((error: Error) => error);
    expect(failure?.message).to.contain('the gateway').and.to.contain('PORT=');
  });

  it('allocates a distinct free port for every piece', async () => {
    const ports = await allocateFreePorts();
    const values = portNames.map((name) => ports[name]);
    expect(new Set(values).size).to.equal(portNames.length);
    for (const port of values) expect(port).to.be.within(1, 65535);
  });

  it('makes `npm start` exit 1 with the message when the gateway port is busy, starting nothing', () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', cli, '--port', String(busyPort), '--skip-build'],
      {
        encoding: 'utf8',
        timeout: 60_000
      }
    );
    expect(run.status).to.equal(1);
    expect(run.stderr).to.contain(`Port ${busyPort} is already in use; the gateway`);
    expect(run.stderr).not.to.match(/\n\s+at /);
  });
});

describe('starting again when a port was taken meanwhile', () => {
  const taken = () => new Error('listen EADDRINUSE: address already in use 127.0.0.1:41659');

  it('starts again after a taken port, and tells whoever is watching', async () => {
    let calls = 0;
    let retries = 0;
    const started = await againOnTakenPort(
      async () => {
        calls += 1;
        if (calls === 1) throw taken();
        return 'up';
      },
      { onRetry: () => (retries += 1) }
    );
    expect([started, calls, retries]).to.deep.equal(['up', 2, 1]);
  });

  it('gives up after three tries, and at once on any other failure', async () => {
    let calls = 0;
    const failed = await againOnTakenPort(async () => {
      calls += 1;
      throw taken();
    }).catch((error: Error) => error.message);
    expect([failed, calls]).to.deep.equal([taken().message, 3]);

    calls = 0;
    await againOnTakenPort(async () => {
      calls += 1;
      throw new Error('the configuration is wrong');
    }).catch(() => undefined);
    expect(calls).to.equal(1);
  });
});
