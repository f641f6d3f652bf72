import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { eventPublisher, startPlatform, untilConsumerSettled, waitFor, welcomeOffersByMember, withMongo, type Platform } from '../src/index';

const MEMBERS = 100;
const BURST = 60;

/** Which members have no offer, and what billing's processed-events record says about their events. */
async function describeMissing(mongoUri: string, userIds: string[], eventIds: Map<string, string>): Promise<string> {
  const offers = await welcomeOffersByMember(mongoUri);
  const missing = userIds.filter((id) => !offers.has(id));
  const claims = await withMongo(mongoUri, (client) =>
    client.db('billing').collection('processed_events').find({ eventId: { $in: missing.map((id) => eventIds.get(id)) } }).toArray()
  );
  const states = claims.map((c) => `${String(c.eventId)}: ${String(c.state)} since ${String(c.claimedAt)}`);
  return `${missing.length} member(s) without a welcome offer; their processed-event claims: ${states.join('; ') || 'none'}`;
}

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

    const offers = await waitFor(
      'a welcome offer for each of the 100 members',
      async () => {
        const counts = await welcomeOffersByMember(platform.mongo.url);
        return userIds.every((id) => counts.has(id)) && counts;
      },
      90_000,
      500
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await describeMissing(platform.mongo.url, userIds, eventIds)}`);
    });
    // Events handled but not acknowledged before the kill come again after the ack wait: count after that.
    await untilConsumerSettled(platform.nats.url, 'svc-billing', 'identity.user.registered');
    const settled = await welcomeOffersByMember(platform.mongo.url);
    expect(offers.size).to.equal(MEMBERS);
    expect([...settled.entries()].filter(([, count]) => count !== 1)).to.deep.equal([]);
    expect(settled.size).to.equal(MEMBERS);
  });
});
