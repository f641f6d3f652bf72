import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import {
  createAccount,
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
      waitFor(`premium for ${member.mobile}`, async () => (await subscriptionOf(billing, member.tokens.access_token)).isPremium, 60_000, 250)
    );
    await untilConsumerSettled(platform.nats.url, 'svc-billing', 'identity.user.registered');

    const offers = await welcomeOffersByMember(platform.mongo.url);
    expect(registered.map((m) => offers.get(m.userId))).to.deep.equal(registered.map(() => 1));
    const events = await storedEvents(platform.nats.url, 'IDENTITY', 'identity.user.registered');
    const perMember = registered.map((m) => events.filter((e) => e.data.userId === m.userId).length);
    expect(perMember, 'identity.user.registered events per member').to.deep.equal(registered.map(() => 1));
  });
});
