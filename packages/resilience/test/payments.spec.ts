// Issue 21: money is fulfilled exactly once whatever the network and the processes do. Real processes: the
// development Razorpay (its webhooks retried as Razorpay retries them), svc-billing and svc-identity on one
// MongoDB and nats-server. Each member buys a Premium month once; each case ends with one receipt, one
// "purchased" subscription change in JetStream, and the month added once to the welcome month's end.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { DEV_RAZORPAY, webhookSignature } from '@matrimony/razorpay-dev';
import {
  registerMember,
  startPlatform,
  storedEvents,
  subscriptionOf,
  tapOtpCodes,
  testMember,
  waitFor,
  type OtpInbox,
  type Platform,
  type RegisteredMember
} from '../src/index';

type Checkout = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type Receipt = { number: string; paymentId: string; periodStart: string | null; periodEnd: string | null };

describe('payments: one fulfilment and one receipt per purchase', function () {
  this.timeout(300_000);
  let platform: Platform;
  let inbox: OtpInbox;
  let member = 0;

  before(async () => {
    platform = await startPlatform({ replicas: { 'svc-identity': 1, 'svc-billing': 1 }, payments: {} });
    inbox = await tapOtpCodes(platform.nats.url);
  });
  after(async () => {
    await inbox?.close();
    await platform?.stop();
  });

  const billing = () => platform.service('svc-billing').url;
  const razorpayUrl = () => platform.razorpay!.url;
  const asMember = (who: RegisteredMember, method: string, path: string, body?: unknown) =>
    fetch(`${billing()}/api/billing${path}`, {
      method,
      headers: {
        authorization: `Bearer ${who.tokens.access_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' })
      },
      body: body === undefined ? undefined : JSON.stringify(body)
    });

  /** A new member inside the welcome month, and its end (what a bought month extends). */
  async function premiumMember(): Promise<{ who: RegisteredMember; welcomeEnd: string }> {
    const who = await registerMember(
      platform.service('svc-identity').url,
      testMember(5000 + member++),
      inbox
    );
    await waitFor(
      'the welcome month',
      async () => (await subscriptionOf(billing(), who.tokens.access_token)).isPremium,
      60_000,
      200
    );
    return {
      who,
      welcomeEnd: (await subscriptionOf(billing(), who.tokens.access_token)).subscription.endDate!
    };
  }

  async function order(who: RegisteredMember): Promise<string> {
    const answer = await asMember(who, 'POST', '/orders', { product: 'premium-month' });
    expect(answer.status).to.equal(201);
    return ((await answer.json()) as { checkout: { razorpayOrderId: string } }).checkout.razorpayOrderId;
  }

  /** The member pays in the checkout; Razorpay then sends payment.captured and order.paid on its own. */
  async function pay(razorpayOrderId: string): Promise<Checkout> {
    const answer = await fetch(`${razorpayUrl()}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: DEV_RAZORPAY.keyId,
        order_id: razorpayOrderId,
        method: 'upi',
        outcome: 'success'
      })
    });
    return (await answer.json()) as Checkout;
  }

  /** A webhook as Razorpay signs it, about this payment (and its order). */
  async function webhook(
    event: 'payment.captured' | 'order.paid',
    checkout: Checkout,
    eventId = `evt_${randomUUID()}`
  ): Promise<Response> {
    const auth = {
      authorization: `Basic ${Buffer.from(`${DEV_RAZORPAY.keyId}:${DEV_RAZORPAY.keySecret}`).toString('base64')}`
    };
    const payment = await (
      await fetch(`${razorpayUrl()}/v1/payments/${checkout.razorpay_payment_id}`, { headers: auth })
    ).json();
    const orderEntity = await (
      await fetch(`${razorpayUrl()}/v1/orders/${checkout.razorpay_order_id}`, { headers: auth })
    ).json();
    const payload =
      event === 'order.paid'
        ? { payment: { entity: payment }, order: { entity: orderEntity } }
        : { payment: { entity: payment } };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_DevGateway00001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000)
    });
    return fetch(`${billing()}/api/billing/webhooks/razorpay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(body, DEV_RAZORPAY.webhookSecret),
        'x-razorpay-event-id': eventId
      },
      body
    });
  }

  /** Orders, then pays while svc-billing is down (Razorpay's webhooks fail and are retried), then starts billing again. */
  async function paidWhileBillingIsDown(who: RegisteredMember): Promise<Checkout> {
    const razorpayOrderId = await order(who);
    const replica = platform.service('svc-billing');
    await replica.kill();
    const checkout = await pay(razorpayOrderId);
    await replica.start();
    return checkout;
  }

  /** Once Razorpay has delivered everything: one receipt for this payment, one purchase event, one month added. */
  async function expectFulfilledOnce(
    who: RegisteredMember,
    checkout: Checkout,
    welcomeEnd: string
  ): Promise<void> {
    await platform.razorpay!.webhooksIdle();
    const receipts = ((await (await asMember(who, 'GET', '/receipts')).json()) as { items: Receipt[] }).items;
    expect(receipts.map((receipt) => receipt.paymentId)).to.deep.equal([checkout.razorpay_payment_id]);
    expect(receipts[0]!.periodStart).to.equal(welcomeEnd);
    expect((await subscriptionOf(billing(), who.tokens.access_token)).subscription.endDate).to.equal(
      receipts[0]!.periodEnd
    );
    await waitFor(
      'the purchase event in JetStream',
      async () => {
        const changes = await storedEvents(platform.nats.url, 'BILLING', 'billing.subscription.changed');
        return changes.some(
          (change) => change.data.userId === who.userId && change.data.reason === 'purchased'
        );
      },
      30_000,
      250
    );
    const purchases = (
      await storedEvents(platform.nats.url, 'BILLING', 'billing.subscription.changed')
    ).filter((change) => change.data.userId === who.userId && change.data.reason === 'purchased');
    expect(purchases).to.have.length(1);
  }

  it('fulfils once when the same webhook arrives 20 times at once, beside the checkout’s verify', async () => {
    const { who, welcomeEnd } = await premiumMember();
    const checkout = await pay(await order(who));
    const eventId = `evt_${randomUUID()}`;
    const [verify, ...deliveries] = await Promise.all([
      asMember(who, 'POST', '/payments/verify', checkout),
      ...Array.from({ length: 20 }, () => webhook('payment.captured', checkout, eventId))
    ]);
    expect(verify.status).to.equal(200);
    // A copy that arrives while another copy of the event is being handled is told to come back (Razorpay retries non-2xx).
    const outcomes = await Promise.all(
      deliveries.map(async (answer) =>
        answer.status === 409
          ? ((await answer.json()) as { code: string }).code
          : answer.ok
            ? 'handled'
            : answer.status
      )
    );
    expect(
      outcomes.filter((outcome) => outcome !== 'handled' && outcome !== 'webhook_in_progress')
    ).to.deep.equal([]);
    expect(outcomes).to.include('handled');
    await expectFulfilledOnce(who, checkout, welcomeEnd);
  });

  it('fulfils once when the webhooks come before the verify, and order.paid before payment.captured', async () => {
    const { who, welcomeEnd } = await premiumMember();
    const checkout = await pay(await order(who));
    expect((await webhook('order.paid', checkout)).status).to.be.within(200, 299);
    expect((await webhook('payment.captured', checkout)).status).to.be.within(200, 299);
    expect((await asMember(who, 'POST', '/payments/verify', checkout)).status).to.equal(200);
    await expectFulfilledOnce(who, checkout, welcomeEnd);
  });

  it('fulfils once when svc-billing is killed while the checkout’s verify is on the wire', async () => {
    const { who, welcomeEnd } = await premiumMember();
    const checkout = await paidWhileBillingIsDown(who);
    // The verify is sent and billing dies under it (before, during or after its write: any of them must do).
    const replica = platform.service('svc-billing');
    const cut = asMember(who, 'POST', '/payments/verify', checkout).catch(() => null);
    await replica.kill();
    await cut;
    await replica.start();
    expect((await asMember(who, 'POST', '/payments/verify', checkout)).status).to.equal(200);
    await expectFulfilledOnce(who, checkout, welcomeEnd);
  });

  it('fulfils once when svc-billing is killed after the order and the payment lands while it is down', async () => {
    const { who, welcomeEnd } = await premiumMember();
    const checkout = await paidWhileBillingIsDown(who);
    // Back up: the member's verify and Razorpay's retries race.
    const verify = await asMember(who, 'POST', '/payments/verify', checkout);
    expect(verify.status).to.equal(200);
    await expectFulfilledOnce(who, checkout, welcomeEnd);
  });
});
