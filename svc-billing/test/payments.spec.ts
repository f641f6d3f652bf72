// Buying through Razorpay's contract: the development gateway (packages/razorpay-dev) answers the SDK,
// the checkout's signed answer is verified, webhooks are signed, and every path fulfils exactly once.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type Express } from 'express';
import { type EventEnvelope } from '@matrimony/contracts';
import { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import { PAYMENT_MESSAGES } from '@matrimony/catalog/messages';
import {
  CONTACT_OFFER_TTL_MS,
  createEnvelope,
  createTestIssuer,
  createTokenVerifier,
  signContactOffer,
  type TestIssuer
} from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { DEV_RAZORPAY, startRazorpayDev, webhookSignature, type RazorpayDev } from '@matrimony/razorpay-dev';
import { createApp } from '../src/app';
import { billingDeps } from '../src/billing';
import { createRazorpayGateway } from '../src/payments/razorpay-gateway';
import { contactOfferKey, logger, mobileOf, startStack, type Stack } from './support/stack';

type Checkout = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

describe('payments: Premium and contact unlocks through Razorpay', function () {
  let issuer: TestIssuer;
  let stack: Stack;
  let razorpay: RazorpayDev;
  let app: Express;
  const stores = () => stack.replicas[0]!.stores;
  const bearer = (userId: string) => `Bearer ${issuer.sign({ sub: userId })}`;

  const createOrder = (userId: string, body: object) =>
    request(app).post('/api/billing/orders').set('Authorization', bearer(userId)).send(body);
  /** What svc-profile's 402 offers this member for this profile (signed at the test clock's now unless told). */
  const offerToken = (
    userId: string,
    profileId: string,
    now: Date = stack.clock.now,
    key = contactOfferKey
  ) => signContactOffer(key, { buyerId: userId, profileId, now }).token;
  /** An unlock order's body as the member's browser sends it, with the offer svc-profile made them. */
  const unlock = (userId: string, profileId: string) => ({
    product: 'contact-unlock',
    profileId,
    offerToken: offerToken(userId, profileId)
  });
  const newOrder = async (userId: string, body: object = { product: 'premium-month' }) => {
    const res = await createOrder(userId, body);
    return expectContract(paymentRoutes.createOrder, res);
  };
  /** What the checkout dialog does when the member pays (or fails to). */
  const pay = async (
    razorpayOrderId: string,
    outcome: 'success' | 'failure' = 'success'
  ): Promise<Checkout> => {
    const res = await fetch(`${razorpay.url}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: DEV_RAZORPAY.keyId, order_id: razorpayOrderId, method: 'upi', outcome })
    });
    return (await res.json()) as Checkout;
  };
  const verify = (userId: string, checkout: Checkout) =>
    request(app).post('/api/billing/payments/verify').set('Authorization', bearer(userId)).send(checkout);
  const paymentOf = async (paymentId: string) => {
    const res = await fetch(`${razorpay.url}/v1/payments/${paymentId}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${DEV_RAZORPAY.keyId}:${DEV_RAZORPAY.keySecret}`).toString('base64')}`
      }
    });
    return (await res.json()) as {
      id: string;
      order_id: string;
      amount: number;
      currency: string;
      status: string;
    };
  };
  const webhook = (
    event: string,
    payload: object,
    eventId = `evt_${randomUUID()}`,
    secret: string = DEV_RAZORPAY.webhookSecret
  ) => {
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000)
    });
    return request(app)
      .post('/api/billing/webhooks/razorpay')
      .set('content-type', 'application/json')
      .set('x-razorpay-signature', webhookSignature(body, secret))
      .set('x-razorpay-event-id', eventId)
      .send(body);
  };
  /** Razorpay's payment.captured for this payment; answers the HTTP status. */
  const capturedWebhook = async (paymentId: string, eventId?: string) =>
    (await webhook('payment.captured', { payment: { entity: await paymentOf(paymentId) } }, eventId)).status;
  const billingEventsOf = async (userId: string) => {
    return (await stack.billingEvents()).filter(
      (event) => (event.data as { userId?: string }).userId === userId
    );
  };
  const premiumPurchasesOf = async (userId: string) =>
    (await stores().subscriptions.allOf(userId)).filter((s) => s.id.startsWith('order:'));

  before(async () => {
    issuer = await createTestIssuer();
    stack = await startStack(issuer, 1);
    razorpay = await startRazorpayDev({ log: () => undefined });
    const gateway = createRazorpayGateway({
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_KEY_ID: DEV_RAZORPAY.keyId,
      RAZORPAY_KEY_SECRET: DEV_RAZORPAY.keySecret,
      RAZORPAY_CHECKOUT_URL: razorpay.checkoutScriptUrl
    });
    const verifier = createTokenVerifier({
      issuer: issuer.issuer,
      jwksUri: issuer.jwksUri,
      allowedAzp: issuer.allowedAzp
    });
    const now = () => new Date(stack.clock.now.getTime());
    app = createApp({
      logger,
      billing: billingDeps({
        stores: stores(),
        verifier,
        now,
        contactOfferKey,
        logger,
        gateway,
        keySecret: DEV_RAZORPAY.keySecret,
        webhookSecret: DEV_RAZORPAY.webhookSecret
      })
    });
  });
  after(async () => {
    await razorpay?.stop();
    await stack?.stop();
    await issuer?.close();
  });
  beforeEach(() => {
    stack.clock.now = new Date('2026-11-21T08:00:00.000Z');
  });

  it('creates an order at the plan price, whatever the client sends', async () => {
    const order = await newOrder(randomUUID(), { product: 'premium-month', amount: 1 });
    expect(order.amountPaise).to.equal(49_900);
    expect(order.checkout.key).to.equal(DEV_RAZORPAY.keyId);
    expect(order.checkout.scriptUrl).to.equal(razorpay.checkoutScriptUrl);
    const buyer = randomUUID();
    const unlocking = await newOrder(buyer, unlock(buyer, '665f1c2e8a1b2c3d4e5f0001'));
    expect(unlocking.amountPaise).to.equal(4_900);
    expectProblem(
      paymentRoutes.createOrder,
      await createOrder(randomUUID(), { product: 'contact-unlock' }),
      'validation_failed'
    );
  });

  it('buys a premium month: verify fulfils, the receipt is numbered, the change is announced', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId);
    const result = expectContract(
      paymentRoutes.verifyPayment,
      await verify(userId, await pay(order.checkout.razorpayOrderId)).expect(200)
    );
    expect(result.receipt).to.include({
      product: 'premium-month',
      amountInr: 499,
      status: 'paid',
      orderId: order.orderId,
      periodStart: '2026-11-21T08:00:00.000Z',
      periodEnd: '2026-12-21T08:00:00.000Z'
    });
    expect(result.receipt.number).to.match(/^MAT-2026-\d{6}$/);
    const me = await request(app)
      .get('/api/billing/subscriptions/me')
      .set('Authorization', bearer(userId))
      .expect(200);
    expect(me.body.isPremium).to.equal(true);
    const events = await billingEventsOf(userId);
    // Two outboxes (subscriptions, receipts): their events may be published in either order.
    expect(events.map((event) => event.type)).to.have.members([
      'billing.subscription.changed',
      'billing.receipt.issued'
    ]);
    const of = (type: string) => events.find((event) => event.type === type)!.data;
    expect(of('billing.subscription.changed')).to.include({ reason: 'purchased' });
    expect(of('billing.receipt.issued')).to.include({ userId, receiptNumber: result.receipt.number });
  });

  it('fulfils once however often verify and the webhook repeat, in either order', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId);
    const checkout = await pay(order.checkout.razorpayOrderId);
    // Webhook first, then verify twice, then the webhook again with a new event id (a retry of another kind).
    expect(await capturedWebhook(checkout.razorpay_payment_id)).to.equal(204);
    const first = expectContract(paymentRoutes.verifyPayment, await verify(userId, checkout).expect(200));
    const second = expectContract(paymentRoutes.verifyPayment, await verify(userId, checkout).expect(200));
    expect(await capturedWebhook(checkout.razorpay_payment_id)).to.equal(204);
    expect(second.receipt.number).to.equal(first.receipt.number);
    expect(await premiumPurchasesOf(userId)).to.have.length(1);
    expect(
      (await billingEventsOf(userId)).filter((event) => event.type === 'billing.subscription.changed')
    ).to.have.length(1);
    const receipts = expectContract(
      paymentRoutes.listReceipts,
      await request(app).get('/api/billing/receipts').set('Authorization', bearer(userId)).expect(200)
    );
    expect(receipts.items).to.have.length(1);
  });

  it('handles the same webhook delivered 20 times at once exactly once', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId);
    const checkout = await pay(order.checkout.razorpayOrderId);
    const payment = await paymentOf(checkout.razorpay_payment_id);
    const eventId = `evt_${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => webhook('order.paid', { payment: { entity: payment } }, eventId))
    );
    for (const answer of answers) expect([204, 409]).to.include(answer.status);
    // Razorpay retries the ones that were told "in progress".
    await webhook('order.paid', { payment: { entity: payment } }, eventId).expect(204);
    expect(await premiumPurchasesOf(userId)).to.have.length(1);
    expect(
      (await request(app).get('/api/billing/receipts').set('Authorization', bearer(userId))).body.items
    ).to.have.length(1);
  });

  it('refuses a tampered signature, another member’s order and a bad webhook signature, fulfilling nothing', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId);
    const checkout = await pay(order.checkout.razorpayOrderId);
    const tampered = {
      ...checkout,
      razorpay_signature: checkout.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))
    };
    expectProblem(
      paymentRoutes.verifyPayment,
      await verify(userId, tampered).expect(400),
      'signature_invalid'
    );
    expectProblem(
      paymentRoutes.verifyPayment,
      await verify(randomUUID(), checkout).expect(404),
      'order_not_found'
    );
    const forged = await webhook(
      'payment.captured',
      { payment: { entity: await paymentOf(checkout.razorpay_payment_id) } },
      undefined,
      'not-the-secret'
    ).expect(400);
    expectProblem(paymentRoutes.razorpayWebhook, forged, 'signature_invalid');
    expect(await premiumPurchasesOf(userId)).to.have.length(0);
  });

  it('ignores a webhook whose amount or currency does not match the stored order', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId);
    const checkout = await pay(order.checkout.razorpayOrderId);
    const payment = await paymentOf(checkout.razorpay_payment_id);
    await webhook('payment.captured', { payment: { entity: { ...payment, amount: 100 } } }).expect(204);
    await webhook('payment.captured', { payment: { entity: { ...payment, currency: 'USD' } } }).expect(204);
    await webhook('payment.captured', {
      payment: { entity: { ...payment, order_id: 'order_Unknown0000001' } }
    }).expect(204);
    expect(await premiumPurchasesOf(userId)).to.have.length(0);
  });

  it('records a failed payment and still fulfils a later successful one', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId);
    const failed = await fetch(`${razorpay.url}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: DEV_RAZORPAY.keyId,
        order_id: order.checkout.razorpayOrderId,
        method: 'card',
        outcome: 'failure'
      })
    });
    const failure = (await failed.json()) as { error?: { metadata?: { payment_id?: string } } };
    const failedPaymentId = failure.error?.metadata?.payment_id;
    if (failedPaymentId)
      await webhook('payment.failed', { payment: { entity: await paymentOf(failedPaymentId) } }).expect(204);
    expect(await premiumPurchasesOf(userId)).to.have.length(0);
    const result = expectContract(
      paymentRoutes.verifyPayment,
      await verify(userId, await pay(order.checkout.razorpayOrderId)).expect(200)
    );
    expect(result.status).to.equal('paid');
  });

  it('extends from the current end date when bought while premium', async () => {
    const userId = randomUUID();
    await stack.replicas[0]!.handle(
      createEnvelope(
        'identity.user.registered',
        { userId, mobile: mobileOf(userId), email: 'a@example.com', fullName: 'Asha Rao' },
        { occurredAt: stack.clock.now }
      )
    );
    stack.clock.now = new Date('2026-12-01T08:00:00.000Z');
    const order = await newOrder(userId);
    const result = expectContract(
      paymentRoutes.verifyPayment,
      await verify(userId, await pay(order.checkout.razorpayOrderId)).expect(200)
    );
    expect(result.receipt.periodStart).to.equal('2026-12-21T08:00:00.000Z');
    expect(result.receipt.periodEnd).to.equal('2027-01-21T08:00:00.000Z');
  });

  it('refuses an unlock order for any string that is not a profile id', async () => {
    for (const profileId of ['not-a-profile', '../admin', 'x'.repeat(24)]) {
      expectProblem(
        paymentRoutes.createOrder,
        await createOrder(randomUUID(), { product: 'contact-unlock', profileId }),
        'validation_failed'
      );
    }
  });

  it('refuses an unlock order without svc-profile’s offer, and an offer on a Premium order', async () => {
    const userId = randomUUID();
    const missing = expectProblem(
      paymentRoutes.createOrder,
      await createOrder(userId, { product: 'contact-unlock', profileId: '665f1c2e8a1b2c3d4e5f0101' }).expect(
        400
      ),
      'validation_failed'
    );
    expect(missing.errors).to.have.property('offerToken');
    const premium = { product: 'premium-month', offerToken: offerToken(userId, '665f1c2e8a1b2c3d4e5f0101') };
    expectProblem(
      paymentRoutes.createOrder,
      await createOrder(userId, premium).expect(400),
      'validation_failed'
    );
    expect(await stores().orders.model.countDocuments({ userId })).to.equal(0);
  });

  it('refuses an offer made for another profile', async () => {
    const userId = randomUUID();
    const body = {
      product: 'contact-unlock',
      profileId: '665f1c2e8a1b2c3d4e5f0102',
      offerToken: offerToken(userId, '665f1c2e8a1b2c3d4e5f0103')
    };
    const refused = expectProblem(
      paymentRoutes.createOrder,
      await createOrder(userId, body).expect(403),
      'offer_invalid'
    );
    expect(refused.detail).to.equal(PAYMENT_MESSAGES.offerInvalid.description);
    expect(await stores().orders.model.countDocuments({ userId })).to.equal(0);
  });

  it('refuses an offer made to another member', async () => {
    const userId = randomUUID();
    const body = {
      product: 'contact-unlock',
      profileId: '665f1c2e8a1b2c3d4e5f0104',
      offerToken: offerToken(randomUUID(), '665f1c2e8a1b2c3d4e5f0104')
    };
    expectProblem(paymentRoutes.createOrder, await createOrder(userId, body).expect(403), 'offer_invalid');
    expect(await stores().orders.model.countDocuments({ userId })).to.equal(0);
  });

  it('refuses an offer from its 30th minute on, by the service’s clock', async () => {
    const userId = randomUUID();
    const body = unlock(userId, '665f1c2e8a1b2c3d4e5f0105');
    stack.clock.now = new Date(stack.clock.now.getTime() + CONTACT_OFFER_TTL_MS);
    expectProblem(paymentRoutes.createOrder, await createOrder(userId, body).expect(403), 'offer_invalid');
    stack.clock.now = new Date(stack.clock.now.getTime() + 86_400_000);
    expectProblem(paymentRoutes.createOrder, await createOrder(userId, body).expect(403), 'offer_invalid');
    expect(await stores().orders.model.countDocuments({ userId })).to.equal(0);
  });

  it('refuses a forged or altered offer', async () => {
    const userId = randomUUID();
    const profileId = '665f1c2e8a1b2c3d4e5f0106';
    const genuine = offerToken(userId, profileId);
    const [version, expiry, mac] = genuine.split('.');
    const flipped = `${mac!.startsWith('A') ? 'B' : 'A'}${mac!.slice(1)}`;
    const forgeries = [
      offerToken(userId, profileId, stack.clock.now, 'not-the-key-but-long-enough-0123456789'),
      `${version}.${expiry}.${flipped}`,
      `${version}.${Number(expiry) + 86_400_000}.${mac}`,
      'v1.9999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'anything'
    ];
    for (const forged of forgeries) {
      expectProblem(
        paymentRoutes.createOrder,
        await createOrder(userId, { product: 'contact-unlock', profileId, offerToken: forged }).expect(403),
        'offer_invalid'
      );
    }
    expect(await stores().orders.model.countDocuments({ userId })).to.equal(0);
  });

  it('accepts the offer made to this member for this profile up to its last moment, not after', async () => {
    const userId = randomUUID();
    const profileId = '665f1c2e8a1b2c3d4e5f0107';
    const body = unlock(userId, profileId);
    const signedAt = stack.clock.now.getTime();
    stack.clock.now = new Date(signedAt + CONTACT_OFFER_TTL_MS - 1);
    const order = await newOrder(userId, body);
    expect(order).to.include({ product: 'contact-unlock', profileId, amountPaise: 4_900 });
    stack.clock.now = new Date(signedAt + CONTACT_OFFER_TTL_MS);
    expectProblem(paymentRoutes.createOrder, await createOrder(userId, body).expect(403), 'offer_invalid');
    expect(await stores().orders.model.find({ userId }).lean()).to.have.length(1);
  });

  it('unlocks one profile for good, announces it, and refuses a second purchase of it', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId, unlock(userId, '665f1c2e8a1b2c3d4e5f0042'));
    const result = expectContract(
      paymentRoutes.verifyPayment,
      await verify(userId, await pay(order.checkout.razorpayOrderId)).expect(200)
    );
    expect(result.receipt).to.include({
      product: 'contact-unlock',
      amountInr: 49,
      profileId: '665f1c2e8a1b2c3d4e5f0042',
      periodStart: null
    });
    const unlocked = expectContract(
      paymentRoutes.listUnlockedProfiles,
      await request(app).get('/api/billing/contact-unlocks').set('Authorization', bearer(userId)).expect(200)
    );
    expect(unlocked.profileIds).to.deep.equal(['665f1c2e8a1b2c3d4e5f0042']);
    expectProblem(
      paymentRoutes.createOrder,
      await createOrder(userId, unlock(userId, '665f1c2e8a1b2c3d4e5f0042')).then((res) => res),
      'already_unlocked'
    );
    const events = (await billingEventsOf(userId)) as EventEnvelope[];
    expect(
      events.filter((event) => event.type === 'billing.contact.unlocked').map((event) => event.data)
    ).to.deep.equal([
      {
        userId,
        profileId: '665f1c2e8a1b2c3d4e5f0042',
        orderId: order.orderId,
        unlockedAt: '2026-11-21T08:00:00.000Z'
      }
    ]);
    expect(await premiumPurchasesOf(userId)).to.have.length(0);
  });

  it('ends a refunded premium month and marks its receipt refunded', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId);
    const checkout = await pay(order.checkout.razorpayOrderId);
    const { receipt } = expectContract(
      paymentRoutes.verifyPayment,
      await verify(userId, checkout).expect(200)
    );
    await webhook('refund.processed', {
      refund: {
        entity: { id: `rfnd_${randomUUID().slice(0, 14)}`, payment_id: checkout.razorpay_payment_id }
      }
    }).expect(204);
    const me = await request(app)
      .get('/api/billing/subscriptions/me')
      .set('Authorization', bearer(userId))
      .expect(200);
    expect(me.body.isPremium).to.equal(false);
    const again = expectContract(
      paymentRoutes.getReceipt,
      await request(app)
        .get(`/api/billing/receipts/${receipt.number}`)
        .set('Authorization', bearer(userId))
        .expect(200)
    );
    expect(again.status).to.equal('refunded');
    expect(
      (await billingEventsOf(userId))
        .filter((event) => event.type === 'billing.subscription.changed')
        .map((event) => (event.data as { reason: string }).reason)
    ).to.deep.equal(['purchased', 'refunded']);
  });

  it('withdraws a refunded contact unlock, announces the withdrawal, and lets the member buy it again', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId, unlock(userId, '665f1c2e8a1b2c3d4e5f0077'));
    const checkout = await pay(order.checkout.razorpayOrderId);
    const { receipt } = expectContract(
      paymentRoutes.verifyPayment,
      await verify(userId, checkout).expect(200)
    );
    stack.clock.now = new Date('2026-11-22T09:00:00.000Z');
    await webhook('refund.processed', {
      refund: {
        entity: { id: `rfnd_${randomUUID().slice(0, 14)}`, payment_id: checkout.razorpay_payment_id }
      }
    }).expect(204);

    const unlocked = expectContract(
      paymentRoutes.listUnlockedProfiles,
      await request(app).get('/api/billing/contact-unlocks').set('Authorization', bearer(userId)).expect(200)
    );
    expect(unlocked.profileIds).to.deep.equal([]);
    const again = expectContract(
      paymentRoutes.getReceipt,
      await request(app)
        .get(`/api/billing/receipts/${receipt.number}`)
        .set('Authorization', bearer(userId))
        .expect(200)
    );
    expect(again.status).to.equal('refunded');
    const events = (await billingEventsOf(userId)) as EventEnvelope[];
    expect(
      events.filter((event) => event.type === 'billing.contact.withdrawn').map((event) => event.data)
    ).to.deep.equal([
      {
        userId,
        profileId: '665f1c2e8a1b2c3d4e5f0077',
        orderId: order.orderId,
        withdrawnAt: '2026-11-22T09:00:00.000Z',
        reason: 'refunded'
      }
    ]);

    const second = await newOrder(userId, unlock(userId, '665f1c2e8a1b2c3d4e5f0077'));
    expectContract(
      paymentRoutes.verifyPayment,
      await verify(userId, await pay(second.checkout.razorpayOrderId)).expect(200)
    );
    const relisted = expectContract(
      paymentRoutes.listUnlockedProfiles,
      await request(app).get('/api/billing/contact-unlocks').set('Authorization', bearer(userId)).expect(200)
    );
    expect(relisted.profileIds).to.deep.equal(['665f1c2e8a1b2c3d4e5f0077']);
    const unlocks = ((await billingEventsOf(userId)) as EventEnvelope[]).filter(
      (event) => event.type === 'billing.contact.unlocked'
    );
    expect(unlocks.map((event) => (event.data as { orderId: string }).orderId)).to.deep.equal([
      order.orderId,
      second.orderId
    ]);
  });

  it('keeps an erased member’s orders and receipts for the accounts without the member’s id; a payment arriving later buys nothing', async () => {
    const userId = randomUUID();
    const paid = await newOrder(userId);
    expectContract(
      paymentRoutes.verifyPayment,
      await verify(userId, await pay(paid.checkout.razorpayOrderId)).expect(200)
    );
    const unpaid = await newOrder(userId);
    await stack.replicas[0]!.handle(createEnvelope('identity.user.deleted', { userId }));
    // The member paid in the checkout just before the account went: Razorpay's webhook comes after the erasure.
    const late = await pay(unpaid.checkout.razorpayOrderId);
    expect(await capturedWebhook(late.razorpay_payment_id)).to.equal(204);

    const orderIds = [paid.orderId, unpaid.orderId];
    const orders = await stores()
      .orders.model.find({ _id: { $in: orderIds } })
      .lean();
    const receipts = await stores()
      .receipts.model.find({ _id: { $in: orderIds } })
      .lean();
    expect(orders.map((order) => order.status)).to.have.members(['paid', 'paid']);
    expect(receipts.map((receipt) => receipt.paymentId))
      .to.include(late.razorpay_payment_id)
      .and.have.length(2);
    expect(
      JSON.stringify([
        orders,
        receipts,
        await stores()
          .subscriptions.model.find({ _id: { $in: orderIds.map((id) => `order:${id}`) } })
          .lean()
      ])
    ).to.not.contain(userId);
    expect(
      await stores().subscriptions.model.countDocuments({ _id: `order:${unpaid.orderId}` }),
      'nothing bought for nobody'
    ).to.equal(0);
    expect(await stores().subscriptions.allOf(userId)).to.deep.equal([]);
  });

  it('shows a receipt only to its member', async () => {
    const userId = randomUUID();
    const order = await newOrder(userId);
    const { receipt } = expectContract(
      paymentRoutes.verifyPayment,
      await verify(userId, await pay(order.checkout.razorpayOrderId)).expect(200)
    );
    const res = await request(app)
      .get(`/api/billing/receipts/${receipt.number}`)
      .set('Authorization', bearer(randomUUID()))
      .expect(404);
    expectProblem(paymentRoutes.getReceipt, res, 'receipt_not_found');
  });

  it('answers payments_unavailable without Razorpay keys', async () => {
    const bare = createApp({
      logger,
      billing: billingDeps({
        stores: stores(),
        verifier: createTokenVerifier({
          issuer: issuer.issuer,
          jwksUri: issuer.jwksUri,
          allowedAzp: issuer.allowedAzp
        }),
        now: () => new Date(),
        contactOfferKey,
        logger
      })
    });
    const res = await request(bare)
      .post('/api/billing/orders')
      .set('Authorization', bearer(randomUUID()))
      .send({ product: 'premium-month' })
      .expect(503);
    expectProblem(paymentRoutes.createOrder, res, 'payments_unavailable');
  });
});
