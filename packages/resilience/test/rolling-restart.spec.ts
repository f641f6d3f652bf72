// A rolling restart of svc-profile's two replicas under a member's day (members searching,
// opening profiles, sending and answering interests, reading notifications through the dev gateway):
// zero failed requests. Each replica drains first (readiness 503 for DRAIN_DELAY_MS, so the gateway stops
// choosing it) and is started again before the next one goes.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { REPLICA_DRAIN_DELAY_MS, type Gateway } from '@matrimony/dev-stack';
import {
  approvedProfile,
  liveMemberDay,
  registerMember,
  startPlatform,
  tapOtpCodes,
  testMember,
  type DayMember,
  type MemberWithProfile,
  type OtpInbox,
  type Platform,
  type ServiceProcess
} from '../src/index';
import { startPlatformGateway } from './support/gateway';
import { mapPool } from './support/pool';

const PER_SIDE = 10;

/** SIGTERM one replica, wait for it to exit, start it again and wait until it is ready. */
async function restart(replica: ServiceProcess): Promise<void> {
  replica.child.signal('SIGTERM');
  const exit = await replica.child.exited;
  expect(exit.code, `${replica.name} exit code after SIGTERM`).to.equal(0);
  await replica.start();
}

describe('rolling restart: svc-profile replicas are restarted one by one under a member’s day', function () {
  this.timeout(300_000);
  let platform: Platform;
  let gateway: Gateway;
  let inbox: OtpInbox;
  let mongo: MongoClient;

  before(async () => {
    platform = await startPlatform({
      replicas: { 'svc-identity': 1, 'svc-profile': 2, 'svc-billing': 1, 'svc-notify': 1 },
      drainDelayMs: REPLICA_DRAIN_DELAY_MS
    });
    gateway = await startPlatformGateway(platform);
    inbox = await tapOtpCodes(platform.nats.url);
    mongo = await MongoClient.connect(platform.mongo.url);
  });
  after(async () => {
    await mongo?.close();
    await inbox?.close();
    await gateway?.close();
    await platform?.stop();
  });

  it('answers every request while each replica in turn gets SIGTERM and comes back', async () => {
    const base = `http://127.0.0.1:${gateway.port}`;
    const registered = await mapPool(
      Array.from({ length: 2 * PER_SIDE }, (_, i) => testMember(4000 + i)),
      4,
      (member) => registerMember(platform.service('svc-identity').url, member, inbox)
    );
    const sides: MemberWithProfile[] = await mapPool(registered, 4, (member, i) =>
      approvedProfile(base, mongo, member, i >= PER_SIDE)
    );
    const brides = sides.slice(0, PER_SIDE);
    const grooms = sides.slice(PER_SIDE);
    const members: DayMember[] = sides.map((self, i) => ({ self, others: i < PER_SIDE ? grooms : brides }));

    const [first, second] = platform.replicas['svc-profile'];
    // Busier than people are (a short pause): more requests meet the restarts. The day lasts until the restarts
    // are over and a while after, however long a busy machine takes over them.
    let dayOver!: () => void;
    let answered = 0;
    const day = liveMemberDay({
      baseUrl: base,
      members,
      until: new Promise<void>((resolve) => (dayOver = resolve)),
      thinkMs: { min: 50, max: 250 },
      onAnswer: () => (answered += 1)
    });
    await sleep(3000);
    const beforeRestarts = answered;
    await restart(first!);
    await sleep(2000);
    await restart(second!);
    const duringRestarts = answered - beforeRestarts;
    await sleep(3000);
    dayOver();
    const { errors, failures } = await day;

    // Each replica drains for REPLICA_DRAIN_DELAY_MS before it stops: twenty members make several requests a second.
    expect(duringRestarts, 'requests answered while the replicas restarted').to.be.greaterThan(
      2 * (REPLICA_DRAIN_DELAY_MS / 1000) * 10
    );
    expect(Object.fromEntries(errors), failures.join('; ')).to.deep.equal(
      Object.fromEntries([...errors.keys()].map((name) => [name, 0]))
    );
    const servedByEach = platform.replicas['svc-profile'].map(
      (replica) => gateway.servedBy.get(replica.url) ?? 0
    );
    expect(
      servedByEach.every((n) => n > 0),
      `requests per replica: ${servedByEach.join(', ')}`
    ).to.equal(true);
  });
});
