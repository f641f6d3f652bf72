import { expect } from 'chai';
import {
  hasNotifyOutbox,
  notifyOutbox,
  registerMember,
  startPlatform,
  storedEvents,
  subscriptionOf,
  tapOtpCodes,
  testMember,
  untilConsumerSettled,
  waitFor,
  welcomeOffersByMember,
  type OtpInbox,
  type Platform,
  type RegisteredMember
} from '../src/index';
import { mapPool } from './support/pool';

const MEMBERS = 20;

interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
}

async function outboxFor(notifyUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${notifyUrl}/api/notify/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

describe('two replicas of each service on one MongoDB and one nats-server', function () {
  this.timeout(420_000);
  let platform: Platform;
  let inbox: OtpInbox;
  let notifyHasOutbox = false;
  const members: RegisteredMember[] = [];

  before(async () => {
    platform = await startPlatform({
      replicas: { 'svc-identity': 2, 'svc-billing': 2, 'svc-profile': 2, 'svc-notify': 2 }
    });
    const notifyUrl = platform.service('svc-notify').url;
    notifyHasOutbox = await hasNotifyOutbox(notifyUrl);
    inbox = notifyHasOutbox ? notifyOutbox(notifyUrl) : await tapOtpCodes(platform.nats.url);
    const identities = platform.replicas['svc-identity'];
    // Members alternate between the identity replicas, as a load balancer would spread them.
    const registered = await mapPool(
      Array.from({ length: MEMBERS }, (_, i) => testMember(i)),
      4,
      (member, i) => registerMember(identities[i % identities.length]!.url, member, inbox)
    );
    members.push(...registered);
    const billings = platform.replicas['svc-billing'];
    await mapPool(members, 4, (member, i) =>
      waitFor(
        `premium for ${member.mobile}`,
        async () => (await subscriptionOf(billings[i % 2]!.url, member.tokens.access_token)).isPremium,
        60_000,
        250
      )
    );
    await untilConsumerSettled(platform.nats.url, 'svc-billing', 'identity.user.registered');
    // The offer is stored with its event pending in the outbox; the relay publishes it on its next poll.
    await waitFor(
      'every welcome-offer change relayed to BILLING',
      async () => {
        const changes = await storedEvents(platform.nats.url, 'BILLING', 'billing.subscription.changed');
        const relayed = new Set(
          changes.filter((e) => e.data.reason === 'welcome-offer').map((e) => e.data.userId)
        );
        return members.every((m) => relayed.has(m.userId));
      },
      30_000,
      250
    );
  });
  after(async () => {
    await inbox?.close();
    await platform?.stop();
  });

  it('publishes each registration once although both identity replicas relay the outbox', async () => {
    const events = await storedEvents(platform.nats.url, 'IDENTITY', 'identity.user.registered');
    expect(members.map((m) => events.filter((e) => e.data.userId === m.userId).length)).to.deep.equal(
      members.map(() => 1)
    );
  });

  it('grants each member one welcome offer and publishes its change once', async () => {
    const offers = await welcomeOffersByMember(platform.mongo.url);
    expect(members.map((m) => offers.get(m.userId) ?? 0)).to.deep.equal(members.map(() => 1));
    const changes = await storedEvents(platform.nats.url, 'BILLING', 'billing.subscription.changed');
    const welcomes = (userId: string) =>
      changes.filter((e) => e.data.userId === userId && e.data.reason === 'welcome-offer').length;
    expect(members.map((m) => welcomes(m.userId))).to.deep.equal(members.map(() => 1));
  });

  it('sends each member one OTP SMS and one welcome e-mail', async function () {
    if (!notifyHasOutbox) this.skip(); // svc-notify's GET /api/notify/dev/outbox is not there yet
    await untilConsumerSettled(platform.nats.url, 'svc-notify', 'billing.subscription.changed');
    const notifyUrl = platform.replicas['svc-notify'][1]!.url;
    await mapPool(members, 4, (member) =>
      waitFor(
        `the welcome e-mail to ${member.email}`,
        async () => (await outboxFor(notifyUrl, member.email)).some((m) => m.channel === 'email'),
        30_000,
        250
      )
    );
    const sms = await mapPool(
      members,
      4,
      async (m) => (await outboxFor(notifyUrl, m.mobile)).filter((x) => x.channel === 'sms').length
    );
    const mail = await mapPool(
      members,
      4,
      async (m) => (await outboxFor(notifyUrl, m.email)).filter((x) => x.channel === 'email').length
    );
    expect({ sms, mail }).to.deep.equal({ sms: members.map(() => 1), mail: members.map(() => 1) });
  });
});
