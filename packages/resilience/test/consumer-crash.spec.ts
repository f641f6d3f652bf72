import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import {
  eventPublisher,
  startPlatform,
  untilConsumerSettled,
  waitFor,
  welcomeOffersByMember,
  type Platform
} from '../src/index';

const MEMBERS = 100;
const BURST = 60;

// A handler killed between claiming an event and granting the offer leaves a 'running' claim; the
// next delivery after the ack wait takes it over (service-kit runOnce), so no member may end up without one.

describe('consumer crash: svc-billing is killed with -9 while 100 members register', function () {
  this.timeout(300_000);
  let platform: Platform;

  before(async () => {
    platform = await startPlatform({ replicas: { 'svc-billing': 1 } });
  });
  after(() => platform?.stop());

  it('gives every member exactly one welcome offer', async () => {
    const billing = platform.service('svc-billing');
    const publisher = await eventPublisher(platform.nats.url);
    const userIds = Array.from({ length: MEMBERS }, () => randomUUID());
    const eventIds = new Map<string, string>();
    const publish = async (i: number) => {
      const userId = userIds[i]!;
      const serial = String(i).padStart(9, '0');
      // Registrations as svc-identity's outbox relay publishes them; billing consumes them.
      const event = await publisher.publish('identity.user.registered', {
        userId,
        mobile: `8${serial}`,
        email: `crash${serial}@example.com`,
        fullName: `Crash Member ${i}`
      });
      eventIds.set(userId, event.id);
    };
    try {
      // A burst first, so billing has a backlog and the kill lands in the middle of handling events.
      for (let i = 0; i < BURST; i += 1) await publish(i);
      await waitFor(
        'billing to be part-way through the backlog',
        async () => (await welcomeOffersByMember(platform.mongo.url)).size >= 10,
        30_000,
        20
      );
      await billing.kill();
      // Back after a while, with registrations still arriving.
      const restarted = sleep(1500).then(() => billing.start());
      for (let i = BURST; i < MEMBERS; i += 1) {
        await publish(i);
        await sleep(15);
      }
      await restarted;
    } finally {
      await publisher.close();
    }

    // Events handled but not acknowledged before the kill come again after the ack wait: count after that.
    await untilConsumerSettled(platform.nats.url, 'svc-billing', 'identity.user.registered');
    const offers = await welcomeOffersByMember(platform.mongo.url);
    const twice = userIds.filter((id) => (offers.get(id) ?? 0) > 1);
    expect(twice, 'members with more than one welcome offer').to.deep.equal([]);
    const missing = userIds.filter((id) => !offers.has(id)).map((id) => `${id} (event ${eventIds.get(id)})`);
    expect(missing, 'members without a welcome offer').to.deep.equal([]);
    expect(offers.size).to.equal(MEMBERS);
  });
});
