import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createEnvelope, createTestIssuer, publishEvent, type TestIssuer } from '@matrimony/service-kit';
import { mobileOf, startStack, type Stack } from './support/stack';

const member = (userId: string, mobile = mobileOf(userId)) => ({
  userId,
  mobile,
  email: 'asha@example.com',
  fullName: 'Asha Rao'
});

describe('welcome offer (identity.user.registered)', () => {
  let issuer: TestIssuer;
  let stack: Stack;

  before(async () => {
    issuer = await createTestIssuer();
    stack = await startStack(issuer, 2);
    // Two replicas consuming the same durable consumers, as two pods would.
    await Promise.all(stack.replicas.map((replica) => replica.startConsumers()));
  });
  after(async () => {
    await stack.stop();
    await issuer.close();
  });

  it('grants one month of premium at amount 0 exactly once, however often and wherever the event arrives', async () => {
    const userId = randomUUID();
    const registeredAt = new Date('2026-11-21T08:00:00.000Z');
    // The same event published again after the de-dup window (new msgID), plus a second registered event.
    const first = await publishEvent(stack.js, 'identity.user.registered', member(userId), {
      occurredAt: registeredAt
    });
    await stack.js.publish('identity.user.registered', JSON.stringify(first), { msgID: randomUUID() });
    await publishEvent(stack.js, 'identity.user.registered', member(userId), { occurredAt: registeredAt });
    await stack.consumersIdle();

    const subscriptions = await stack.replicas[0]!.stores.subscriptions.allOf(userId);
    expect(subscriptions).to.have.length(1);
    expect(subscriptions[0]).to.include({
      user_id: userId,
      plan_type: 'premium',
      status: 'active',
      amount: 0
    });
    expect(subscriptions[0]!.start_date.toISOString()).to.equal('2026-11-21T08:00:00.000Z');
    expect(subscriptions[0]!.end_date?.toISOString()).to.equal('2026-12-21T08:00:00.000Z');

    const changes = (await stack.billingEvents()).filter(
      (event) =>
        event.type === 'billing.subscription.changed' && (event.data as { userId: string }).userId === userId
    );
    expect(changes).to.have.length(1);
    expect(changes[0]!.data).to.deep.include({
      subscriptionId: subscriptions[0]!.id,
      planType: 'premium',
      status: 'active',
      amount: 0,
      endDate: '2026-12-21T08:00:00.000Z',
      reason: 'welcome-offer'
    });
  });

  it('two replicas handling the same delivery at the same moment still grant it once', async () => {
    const userId = randomUUID();
    const event = createEnvelope('identity.user.registered', member(userId));
    const other = createEnvelope('identity.user.registered', member(userId));
    const handlers = stack.replicas.map((replica) => replica.handle);
    const results = await Promise.allSettled([
      handlers[0]!(event),
      handlers[1]!(event),
      handlers[0]!(other),
      handlers[1]!(other),
      handlers[0]!(event)
    ]);
    // A delivery that finds another one mid-way fails (and would be redelivered); none may grant twice.
    expect(results.some((result) => result.status === 'fulfilled')).to.equal(true);
    await Promise.all(handlers.map((handle) => handle(event).catch(() => undefined)));
    expect(await stack.replicas[1]!.stores.subscriptions.allOf(userId)).to.have.length(1);
  });

  it('is once per mobile number: deleting the account and registering again with the same number earns no second month', async () => {
    const first = randomUUID();
    const again = randomUUID();
    const mobile = mobileOf(first);
    await publishEvent(stack.js, 'identity.user.registered', member(first, mobile));
    await stack.consumersIdle();
    expect(await stack.replicas[0]!.stores.subscriptions.allOf(first)).to.have.length(1);

    await publishEvent(stack.js, 'identity.user.deleted', { userId: first });
    await stack.consumersIdle();
    // What erasure leaves of the offer: a keyed hash and a time, naming neither the number nor the account.
    const records = await stack.replicas[0]!.stores.welcomeOffers.model.find().lean();
    expect(records.length).to.be.at.least(1);
    expect(JSON.stringify(records)).to.not.contain(mobile).and.to.not.contain(first);

    await publishEvent(stack.js, 'identity.user.registered', member(again, mobile));
    await stack.consumersIdle();
    expect(await stack.replicas[0]!.stores.subscriptions.allOf(again)).to.have.length(0);
    const changes = (await stack.billingEvents()).filter(
      (event) => (event.data as { userId: string }).userId === again
    );
    expect(changes).to.have.length(0);

    // Another number still gets its month.
    const other = randomUUID();
    await publishEvent(stack.js, 'identity.user.registered', member(other));
    await stack.consumersIdle();
    expect(await stack.replicas[0]!.stores.subscriptions.allOf(other)).to.have.length(1);
  });
});
