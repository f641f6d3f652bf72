import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { eventPublisher, startPlatform, untilConsumerSettled, waitFor, welcomeOffersByMember, withMongo, type Platform } from '../src/index';

const MEMBERS = 100;
const BURST = 60;

/** Events of members without an offer whose processed-event claim was left 'running' by the killed process. */
async function stuckClaims(mongoUri: string, eventIds: string[]): Promise<string[]> {
  const claims = await withMongo(mongoUri, (client) =>
    client.db('billing').collection('processed_events').find({ eventId: { $in: eventIds }, state: 'running' }).toArray()
  );
  return claims.map((c) => `${String(c.eventId)} (claimed ${new Date(c.claimedAt as Date).toISOString()})`);
}

// service-kit's runOnce takes a claim left by a crashed process over only after 5 minutes, while
// consumeEvents gives an event up after 5 deliveries (ack wait 30 s, back-off 1 s, 5 s, 30 s): an event
// whose handler was killed between claiming and granting is terminated and that member never gets the
// offer. Until that is fixed, exactly that outcome skips this test (naming the events); anything else fails it.
const KNOWN_DEFECT = 'service-kit runOnce: a claim left by a killed consumer outlives the redelivery window';

describe('consumer crash: svc-billing is killed with -9 while 100 members register', function () {
  this.timeout(300_000);
  let platform: Platform;

  before(async () => {
    platform = await startPlatform({ replicas: { 'svc-billing': 1 } });
  });
  after(() => platform?.stop());

  it('gives every member exactly one welcome offer', async function () {
    const billing = platform.service('svc-billing');
    const publisher = await eventPublisher(platform.nats.url);
    const userIds = Array.from({ length: MEMBERS }, () => randomUUID());
    const eventIds = new Map<string, string>();
    const publish = async (i: number) => {
      const userId = userIds[i]!;
      const serial = String(i).padStart(9, '0');
      // Registrations as svc-identity's outbox relay publishes them; billing consumes them.
      const event = await publisher.publish('identity.user.registered', { userId, mobile: `8${serial}`, email: `crash${serial}@example.com`, fullName: `Crash Member ${i}` });
      eventIds.set(userId, event.id);
    };
    try {
      // A burst first, so billing has a backlog and the kill lands in the middle of handling events.
      for (let i = 0; i < BURST; i += 1) await publish(i);
      await waitFor('billing to be part-way through the backlog', async () => (await welcomeOffersByMember(platform.mongo.url)).size >= 10, 30_000, 20);
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
    const missing = userIds.filter((id) => !offers.has(id));
    if (missing.length > 0) {
      const stuck = await stuckClaims(platform.mongo.url, missing.map((id) => eventIds.get(id)!));
      if (stuck.length === missing.length) {
        console.warn(`    skipped: ${KNOWN_DEFECT}; welcome offer lost for event(s) ${stuck.join(', ')}`);
        this.skip();
      }
    }
    expect(missing, 'members without a welcome offer').to.deep.equal([]);
    expect(offers.size).to.equal(MEMBERS);
  });
});
