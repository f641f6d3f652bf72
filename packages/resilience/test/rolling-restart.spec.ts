import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Result } from 'autocannon';
import { expect } from 'chai';
import { type Gateway } from '@matrimony/dev-stack';
import { startPlatform, type Platform, type ServiceProcess } from '../src/index';
import { startPlatformGateway } from './support/gateway';

/** SIGTERM one replica, wait for it to exit, start it again and wait until it is ready. */
async function restart(replica: ServiceProcess): Promise<void> {
  replica.child.signal('SIGTERM');
  const exit = await replica.child.exited;
  expect(exit.code, `${replica.name} exit code after SIGTERM`).to.equal(0);
  await replica.start();
}

describe('rolling restart: svc-profile replicas are restarted one by one under load', function () {
  this.timeout(180_000);
  let platform: Platform;
  let gateway: Gateway;

  before(async () => {
    platform = await startPlatform({ replicas: { 'svc-profile': 2 } });
    gateway = await startPlatformGateway(platform);
  });
  after(async () => {
    await gateway?.close();
    await platform?.stop();
  });

  it('answers every request while each replica in turn gets SIGTERM and comes back', async () => {
    const [first, second] = platform.replicas['svc-profile'];
    let load: autocannon.Instance | undefined;
    const finished = new Promise<Result>((resolve, reject) => {
      load = autocannon({ url: `http://127.0.0.1:${gateway.port}/api/profiles/catalog`, connections: 10, duration: 120, timeout: 10 }, (error, result) =>
        error ? reject(error) : resolve(result)
      );
    });
    try {
      await sleep(2000);
      await restart(first!);
      await sleep(1000);
      await restart(second!);
      await sleep(2000);
    } finally {
      load?.stop();
    }
    const result = await finished;
    expect(result.requests.total, 'requests sent').to.be.greaterThan(100);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).to.deep.equal({ errors: 0, timeouts: 0, non2xx: 0 });
    const servedByEach = platform.replicas['svc-profile'].map((replica) => gateway.servedBy.get(replica.url) ?? 0);
    expect(servedByEach.every((n) => n > 0), `requests per replica: ${servedByEach.join(', ')}`).to.equal(true);
  });
});
