import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import {
  approvedProfile,
  createAccount,
  memberRequest,
  registerMember,
  startPlatform,
  storedEvents,
  subscriptionOf,
  tapOtpCodes,
  testMember,
  untilConsumerSettled,
  verifyMobile,
  waitFor,
  welcomeOffersByMember,
  type OtpInbox,
  type Platform,
  type RegisteredMember
} from '../src/index';
import { mapPool } from './support/pool';

const MEMBERS = 30;
const OUTAGE_MS = 10_000;

describe('broker outage: nats-server stops for 10 s while members register', function () {
  this.timeout(240_000);
  let platform: Platform;
  let inbox: OtpInbox;

  before(async () => {
    platform = await startPlatform({ replicas: { 'svc-identity': 1, 'svc-billing': 1 } });
    inbox = await tapOtpCodes(platform.nats.url);
  });
  after(async () => {
    await inbox?.close();
    await platform?.stop();
  });

  it('delivers every registration once the broker is back, and nothing twice', async () => {
    const identity = platform.service('svc-identity').url;
    const members = Array.from({ length: MEMBERS }, (_, i) => testMember(i));
    // OTPs travel over NATS, so mobiles are verified first; the registrations themselves span the outage.
    const phoneTokens = await mapPool(members, 3, (member) => verifyMobile(identity, member, inbox));

    let outage: Promise<void> | undefined;
    let registeredDuringOutage = 0;
    let brokerDown = false;
    const registered: RegisteredMember[] = [];
    for (const [i, member] of members.entries()) {
      if (i === 5) {
        await platform.nats.stop();
        brokerDown = true;
        outage = sleep(OUTAGE_MS).then(async () => {
          await platform.nats.restart();
          brokerDown = false;
        });
      }
      registered.push(await createAccount(identity, member, phoneTokens[i]!));
      if (brokerDown) registeredDuringOutage += 1;
      await sleep(250);
    }
    await outage;
    expect(registeredDuringOutage, 'registrations accepted while the broker was down').to.be.at.least(1);

    const billing = platform.service('svc-billing').url;
    await mapPool(registered, 4, (member) =>
      waitFor(
        `premium for ${member.mobile}`,
        async () => (await subscriptionOf(billing, member.tokens.access_token)).isPremium,
        60_000,
        250
      )
    );
    await untilConsumerSettled(platform.nats.url, 'svc-billing', 'identity.user.registered');

    const offers = await welcomeOffersByMember(platform.mongo.url);
    expect(registered.map((m) => offers.get(m.userId))).to.deep.equal(registered.map(() => 1));
    const events = await storedEvents(platform.nats.url, 'IDENTITY', 'identity.user.registered');
    const perMember = registered.map((m) => events.filter((e) => e.data.userId === m.userId).length);
    expect(perMember, 'identity.user.registered events per member').to.deep.equal(registered.map(() => 1));
  });
});

describe('broker outage: nats-server stops for 10 s while members send interests', function () {
  this.timeout(300_000);
  const SENDERS = 10;
  let platform: Platform;
  let inbox: OtpInbox;
  let mongo: MongoClient;

  before(async () => {
    platform = await startPlatform({ replicas: { 'svc-identity': 1, 'svc-profile': 1, 'svc-notify': 1 } });
    inbox = await tapOtpCodes(platform.nats.url);
    mongo = await MongoClient.connect(platform.mongo.url);
  });
  after(async () => {
    await mongo?.close();
    await inbox?.close();
    await platform?.stop();
  });

  it('tells each receiver of every interest once the broker is back, and nothing twice', async () => {
    const identity = platform.service('svc-identity').url;
    const profiles = platform.service('svc-profile').url;
    const notify = platform.service('svc-notify').url;
    const registered = await mapPool(
      Array.from({ length: 2 * SENDERS }, (_, i) => testMember(6000 + i)),
      3,
      (member) => registerMember(identity, member, inbox)
    );
    const sides = await mapPool(registered, 3, (member, i) =>
      approvedProfile(profiles, mongo, member, i >= SENDERS)
    );
    const senders = sides.slice(0, SENDERS);
    const receivers = sides.slice(SENDERS);

    let outage: Promise<void> | undefined;
    let sentDuringOutage = 0;
    let brokerDown = false;
    for (const [i, sender] of senders.entries()) {
      if (i === 2) {
        await platform.nats.stop();
        brokerDown = true;
        outage = sleep(OUTAGE_MS).then(async () => {
          await platform.nats.restart();
          brokerDown = false;
        });
      }
      // Each sender sends to two receivers: twenty interests, most of them while the broker is down.
      for (const receiver of [receivers[i]!, receivers[(i + 1) % SENDERS]!]) {
        const sent = await memberRequest(profiles, '/api/profiles/interests', sender.member, {
          method: 'POST',
          body: { to: receiver.profileId }
        });
        expect(sent.status, JSON.stringify(sent.body)).to.equal(201);
        if (brokerDown) sentDuringOutage += 1;
      }
      await sleep(500);
    }
    await outage;
    expect(sentDuringOutage, 'interests sent while the broker was down').to.be.at.least(8);

    const interestsReceived = async (receiver: (typeof receivers)[number]) => {
      const answer = await memberRequest(notify, '/api/notify/notifications?pageSize=50', receiver.member);
      return ((answer.body as { items?: { category: string }[] }).items ?? []).filter(
        (item) => item.category === 'interest-received'
      ).length;
    };
    await mapPool(receivers, 4, (receiver) =>
      waitFor(
        `notifications of ${receiver.member.mobile}`,
        async () => (await interestsReceived(receiver)) >= 2,
        90_000,
        250
      )
    );
    await untilConsumerSettled(platform.nats.url, 'svc-notify', 'profile.interest.sent');
    expect(
      await mapPool(receivers, 4, interestsReceived),
      'interest notifications per receiver'
    ).to.deep.equal(receivers.map(() => 2));
  });
});
