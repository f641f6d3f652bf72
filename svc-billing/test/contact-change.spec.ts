// Issue 18: a member who changed their mobile number in settings cannot take the new number through deletion and
// registration to a second welcome month (identity.user.contact-changed).
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createEnvelope, createTestIssuer, publishEvent, type TestIssuer } from '@matrimony/service-kit';
import { mobileHash } from '../src/domain/mobile-hash';
import { mobileHashKey, mobileOf, startStack, type Stack } from './support/stack';

const member = (userId: string, mobile = mobileOf(userId)) => ({
  userId,
  mobile,
  email: 'lakshmi@example.com',
  fullName: 'Lakshmi Nair'
});

describe('welcome offer and mobile changes (identity.user.contact-changed)', () => {
  let issuer: TestIssuer;
  let stack: Stack;

  before(async () => {
    issuer = await createTestIssuer();
    stack = await startStack(issuer, 1);
    await stack.replicas[0]!.startConsumers();
  });
  after(async () => {
    await stack.stop();
    await issuer.close();
  });

  const changed = (userId: string, mobile: string, changedAt: string, what: 'mobile' | 'email' = 'mobile') =>
    createEnvelope('identity.user.contact-changed', {
      userId,
      mobile,
      email: 'lakshmi@example.com',
      changed: what,
      changedAt
    });

  it('records the new number (keyed hash only, once however often it arrives): re-registering with it after deletion earns nothing', async () => {
    const userId = randomUUID();
    const newMobile = mobileOf(randomUUID());
    await publishEvent(stack.js, 'identity.user.registered', member(userId));
    await stack.consumersIdle();
    expect(await stack.replicas[0]!.stores.subscriptions.allOf(userId)).to.have.length(1);

    const event = changed(userId, newMobile, '2026-11-26T10:00:00.000Z');
    await stack.js.publish(event.type, JSON.stringify(event), { msgID: randomUUID() });
    await stack.js.publish(event.type, JSON.stringify(event), { msgID: randomUUID() });
    await stack.consumersIdle();
    const offers = stack.replicas[0]!.stores.welcomeOffers.model;
    expect(await offers.countDocuments({ _id: mobileHash(mobileHashKey, newMobile) })).to.equal(1);
    expect(JSON.stringify(await offers.find().lean())).to.not.contain(newMobile);
    // Still one subscription: the change grants nothing.
    expect(await stack.replicas[0]!.stores.subscriptions.allOf(userId)).to.have.length(1);

    await publishEvent(stack.js, 'identity.user.deleted', { userId });
    await stack.consumersIdle();
    const again = randomUUID();
    await publishEvent(stack.js, 'identity.user.registered', member(again, newMobile));
    await stack.consumersIdle();
    expect(await stack.replicas[0]!.stores.subscriptions.allOf(again)).to.have.length(0);
    // The old number had its month too.
    const third = randomUUID();
    await publishEvent(stack.js, 'identity.user.registered', member(third, mobileOf(userId)));
    await stack.consumersIdle();
    expect(await stack.replicas[0]!.stores.subscriptions.allOf(third)).to.have.length(0);
  });

  it('keeps every number of out-of-order changes and ignores e-mail changes', async () => {
    const userId = randomUUID();
    const [first, second, untouched] = [
      mobileOf(randomUUID()),
      mobileOf(randomUUID()),
      mobileOf(randomUUID())
    ];
    await publishEvent(stack.js, 'identity.user.registered', member(userId));
    await publishEvent(
      stack.js,
      'identity.user.contact-changed',
      changed(userId, second, '2026-11-26T12:00:00.000Z').data
    );
    await publishEvent(
      stack.js,
      'identity.user.contact-changed',
      changed(userId, first, '2026-11-26T11:00:00.000Z').data
    );
    await publishEvent(
      stack.js,
      'identity.user.contact-changed',
      changed(userId, untouched, '2026-11-26T13:00:00.000Z', 'email').data
    );
    await stack.consumersIdle();
    const offers = stack.replicas[0]!.stores.welcomeOffers.model;
    for (const mobile of [first, second, mobileOf(userId)])
      expect(await offers.countDocuments({ _id: mobileHash(mobileHashKey, mobile) }), mobile).to.equal(1);
    expect(await offers.countDocuments({ _id: mobileHash(mobileHashKey, untouched) })).to.equal(0);
    expect(await stack.replicas[0]!.stores.subscriptions.allOf(userId)).to.have.length(1);
  });
});
