// Refunds staff issue from a help-desk ticket, against the development gateway (packages/razorpay-dev) with its
// webhooks delivered to the service: once per payment whatever races or repeats, always the amount paid.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import request from 'supertest';
import { type Express } from 'express';
import { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import { refundRoutes } from '@matrimony/contracts/http/billing/refunds';
import {
  createTestIssuer,
  createTokenVerifier,
  type ExportStore,
  type TestIssuer
} from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { DEV_RAZORPAY, startRazorpayDev, webhookSignature, type RazorpayDev } from '@matrimony/razorpay-dev';
import { createApp } from '../src/app';
import { billingDeps } from '../src/billing';
import { writeBillingPart } from '../src/exports/billing-part';
import { refundIdempotencyKey } from '../src/domain/refunds';
import { createRazorpayGateway, type PaymentGateway } from '../src/payments/razorpay-gateway';
import { contactOfferKey, logger, startStack, type Stack } from './support/stack';

type Checkout = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type RazorpayPayment = { status: string; amount: number; amount_refunded: number };

describe('refunds: staff refund a ticket’s payment once, in full', function () {
  let issuer: TestIssuer;
  let stack: Stack;
  let razorpay: RazorpayDev;
  let server: Server;
  let app: Express;
  let realGateway: PaymentGateway;
  /** What the service asks Razorpay to refund; a test may make the next calls fail. */
  let refundCalls: string[];
  let refundFailures: ('refused' | 'answer-lost')[];
  let paymentStatusOverride: string | null;
  /** While set, Razorpay's webhooks do not reach the service (it answers 503; razorpay-dev retries, then gives up). */
  let webhooksDown: boolean;
  const stores = () => stack.replicas[0]!.stores;
  const member = (userId: string) => `Bearer ${issuer.sign({ sub: userId })}`;
  const staff = (staffId = 'staff-anita') =>
    `Bearer ${issuer.sign({ sub: staffId, realm_access: { roles: ['member', 'admin'] } })}`;
  const basic = `Basic ${Buffer.from(`${DEV_RAZORPAY.keyId}:${DEV_RAZORPAY.keySecret}`).toString('base64')}`;

  const paymentAtRazorpay = async (paymentId: string) =>
    (await (
      await fetch(`${razorpay.url}/v1/payments/${paymentId}`, { headers: { authorization: basic } })
    ).json()) as RazorpayPayment;

  /** A member buys (Premium unless told) and pays; every webhook delivered. */
  async function purchase(userId: string) {
    const order = expectContract(
      paymentRoutes.createOrder,
      await request(app)
        .post('/api/billing/orders')
        .set('Authorization', member(userId))
        .send({ product: 'premium-month' })
    );
    const pay = await fetch(`${razorpay.url}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: DEV_RAZORPAY.keyId,
        order_id: order.checkout.razorpayOrderId,
        method: 'upi'
      })
    });
    const checkout = (await pay.json()) as Checkout;
    const { receipt } = expectContract(
      paymentRoutes.verifyPayment,
      await request(app)
        .post('/api/billing/payments/verify')
        .set('Authorization', member(userId))
        .send(checkout)
    );
    await razorpay.webhooksIdle();
    return { order, checkout, receipt };
  }

  const body = { reason: 'technical-problem', ticket: 'T1000042', note: 'Premium features down for 3 days' };
  const issue = (number: string, auth = staff(), sent: object = body) =>
    request(app).post(`/api/billing/admin/receipts/${number}/refund`).set('Authorization', auth).send(sent);
  const adminReceipt = async (number: string) =>
    expectContract(
      refundRoutes.adminReceipt,
      await request(app)
        .get(`/api/billing/admin/receipts/${number}`)
        .set('Authorization', staff())
        .expect(200)
    );
  const memberReceipt = async (userId: string, number: string) =>
    expectContract(
      paymentRoutes.getReceipt,
      await request(app)
        .get(`/api/billing/receipts/${number}`)
        .set('Authorization', member(userId))
        .expect(200)
    );

  before(async () => {
    issuer = await createTestIssuer();
    stack = await startStack(issuer, 1);
    server = createServer((req, res) => {
      if (webhooksDown && req.url?.includes('/webhooks/')) res.writeHead(503).end();
      else app(req, res);
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    razorpay = await startRazorpayDev({
      webhookUrl: `http://127.0.0.1:${port}/api/billing/webhooks/razorpay`,
      webhookRetryDelaysMs: [50, 50, 50],
      log: () => undefined
    });
    realGateway = createRazorpayGateway({
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_KEY_ID: DEV_RAZORPAY.keyId,
      RAZORPAY_KEY_SECRET: DEV_RAZORPAY.keySecret,
      RAZORPAY_CHECKOUT_URL: razorpay.checkoutScriptUrl
    })!;
    const gateway: PaymentGateway = {
      ...realGateway,
      async fetchPayment(paymentId) {
        const payment = await realGateway.fetchPayment(paymentId);
        return paymentStatusOverride ? { ...payment, status: paymentStatusOverride } : payment;
      },
      async refund(paymentId, amountPaise, idempotencyKey) {
        refundCalls.push(idempotencyKey);
        const failure = refundFailures.shift();
        if (failure === 'refused') throw Object.assign(new Error('refused'), { statusCode: 400 });
        const refund = await realGateway.refund(paymentId, amountPaise, idempotencyKey);
        if (failure === 'answer-lost') throw new Error('socket hang up');
        return refund;
      }
    };
    const now = () => new Date(stack.clock.now.getTime());
    app = createApp({
      logger,
      billing: billingDeps({
        stores: stores(),
        verifier: createTokenVerifier({
          issuer: issuer.issuer,
          jwksUri: issuer.jwksUri,
          allowedAzp: issuer.allowedAzp
        }),
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
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await stack?.stop();
    await issuer?.close();
  });
  beforeEach(() => {
    stack.clock.now = new Date('2026-11-21T08:00:00.000Z');
    refundCalls = [];
    refundFailures = [];
    paymentStatusOverride = null;
    webhooksDown = false;
  });
  afterEach(async () => {
    webhooksDown = false;
    await razorpay.webhooksIdle();
  });

  it('issues one refund under 10 parallel requests: one 201, nine 200 with the same refund, one Razorpay refund of the amount paid', async () => {
    const userId = randomUUID();
    const { receipt, checkout, order } = await purchase(userId);
    const before = await adminReceipt(receipt.number);
    expect(before).to.include({
      refundable: true,
      notRefundableBecause: null,
      status: 'paid',
      amountPaise: 49_900
    });
    expect(before.refund).to.equal(null);

    stack.clock.now = new Date('2026-11-25T10:00:00.000Z');
    const answers = await Promise.all(Array.from({ length: 10 }, () => issue(receipt.number)));
    expect(answers.map((answer) => answer.status).sort()).to.deep.equal([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201
    ]);
    const refunds = answers.map((answer) => expectContract(refundRoutes.issueRefund, answer));
    expect(new Set(refunds.map((refund) => refund.razorpayRefundId)).size).to.equal(1);
    expect(refunds[0]).to.deep.include({
      amountPaise: 49_900,
      amountInr: 499,
      reason: 'technical-problem',
      ticket: 'T1000042',
      note: 'Premium features down for 3 days',
      issuedAt: '2026-11-25T10:00:00.000Z'
    });
    expect(refundCalls).to.deep.equal([refundIdempotencyKey(order.orderId)]);
    const payment = await paymentAtRazorpay(checkout.razorpay_payment_id);
    expect(payment.amount_refunded).to.equal(payment.amount).and.to.equal(49_900);
    const stored = await stores().refunds.ofOrder(order.orderId);
    expect(stored).to.include({
      issuedBy: 'staff-anita',
      ticket: 'T1000042',
      paymentId: checkout.razorpay_payment_id
    });

    // A later repeat, with other words, answers the same refund.
    const repeat = expectContract(
      refundRoutes.issueRefund,
      await issue(receipt.number, staff('staff-ravi'), { reason: 'outage', ticket: 'T1000043' }).expect(200)
    );
    expect(repeat).to.deep.include({ reason: 'technical-problem', ticket: 'T1000042' });
    expect(refundCalls).to.have.length(1);
  });

  it('ends the refunded month on Razorpay’s webhook, shows the refund on the member’s receipt, and a replayed webhook changes nothing', async () => {
    const userId = randomUUID();
    const { receipt, checkout } = await purchase(userId);
    stack.clock.now = new Date('2026-11-28T06:30:00.000Z');
    const issued = expectContract(refundRoutes.issueRefund, await issue(receipt.number).expect(201));
    await razorpay.webhooksIdle();

    const staffView = await adminReceipt(receipt.number);
    expect(staffView).to.deep.include({
      status: 'refunded',
      refundable: false,
      notRefundableBecause: 'refund_issued'
    });
    expect(staffView.refund).to.deep.include({
      status: 'processed',
      razorpayRefundId: issued.razorpayRefundId,
      processedAt: '2026-11-28T06:30:00.000Z'
    });
    const shown = await memberReceipt(userId, receipt.number);
    expect(shown.status).to.equal('refunded');
    expect(shown.refund).to.deep.equal({
      amountPaise: 49_900,
      amountInr: 499,
      issuedAt: '2026-11-28T06:30:00.000Z',
      processedAt: '2026-11-28T06:30:00.000Z'
    });
    const list = expectContract(
      paymentRoutes.listReceipts,
      await request(app).get('/api/billing/receipts').set('Authorization', member(userId)).expect(200)
    );
    expect(list.items[0]!.refund).to.deep.equal(shown.refund);
    const me = await request(app)
      .get('/api/billing/subscriptions/me')
      .set('Authorization', member(userId))
      .expect(200);
    expect(me.body.isPremium).to.equal(false);

    // Razorpay delivers refund.processed again (another event id), a day later: nothing moves.
    stack.clock.now = new Date('2026-11-29T06:30:00.000Z');
    const replay = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund'],
      payload: {
        refund: { entity: { id: issued.razorpayRefundId, payment_id: checkout.razorpay_payment_id } }
      },
      created_at: Math.floor(Date.now() / 1000)
    });
    await request(app)
      .post('/api/billing/webhooks/razorpay')
      .set('content-type', 'application/json')
      .set('x-razorpay-signature', webhookSignature(replay, DEV_RAZORPAY.webhookSecret))
      .set('x-razorpay-event-id', `evt_${randomUUID()}`)
      .send(replay)
      .expect(204);
    expect(await adminReceipt(receipt.number)).to.deep.equal(staffView);
    expect(await memberReceipt(userId, receipt.number)).to.deep.equal(shown);
    const reasons = (await stack.billingEvents())
      .filter((event) => (event.data as { userId?: string }).userId === userId)
      .map((event) => (event.data as { reason?: string }).reason)
      .filter(Boolean);
    expect(reasons).to.deep.equal(['purchased', 'refunded']);

    // The member's data export carries the refund: why and for which ticket, not staff's note or name.
    const written: Record<string, unknown> = {};
    const exports = {
      putJsonOnce: async (name: string, value: unknown) => {
        written[name] = value;
      }
    } as unknown as ExportStore;
    const [name] = await writeBillingPart(
      stores(),
      () => stack.clock.now,
      { exportId: randomUUID(), userId, requestedAt: stack.clock.now },
      exports
    );
    const part = written[name!] as { receipts: { number: string; refund: unknown }[] };
    expect(part.receipts.map((each) => each.refund)).to.deep.equal([
      {
        amountInr: 499,
        reason: 'technical-problem',
        ticket: 'T1000042',
        issuedAt: '2026-11-28T06:30:00.000Z',
        processedAt: '2026-11-28T06:30:00.000Z'
      }
    ]);
  });

  it('refuses a receipt refunded in Razorpay’s dashboard, and a payment Razorpay does not hold as captured', async () => {
    const elsewhere = await purchase(randomUUID());
    await fetch(`${razorpay.url}/v1/payments/${elsewhere.checkout.razorpay_payment_id}/refund`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: '{}'
    });
    await razorpay.webhooksIdle();
    expect(await adminReceipt(elsewhere.receipt.number)).to.deep.include({
      status: 'refunded',
      refund: null,
      refundable: false,
      notRefundableBecause: 'refunded_elsewhere'
    });
    const refused = expectProblem(
      refundRoutes.issueRefund,
      await issue(elsewhere.receipt.number).expect(409),
      'refund_not_allowed'
    );
    expect(refused.detail).to.equal('This payment was already refunded in Razorpay’s dashboard.');

    const notCaptured = await purchase(randomUUID());
    paymentStatusOverride = 'authorized';
    expectProblem(
      refundRoutes.issueRefund,
      await issue(notCaptured.receipt.number).expect(409),
      'refund_not_allowed'
    );
    expect(refundCalls).to.deep.equal([]);
    expect(await stores().refunds.ofOrder(notCaptured.order.orderId)).to.equal(null);
  });

  it('answers refund_failed when Razorpay refuses, records nothing, and a retry refunds', async () => {
    const { receipt, order } = await purchase(randomUUID());
    refundFailures = ['refused'];
    expectProblem(refundRoutes.issueRefund, await issue(receipt.number).expect(502), 'refund_failed');
    expect(await stores().refunds.ofOrder(order.orderId)).to.equal(null);
    expect((await adminReceipt(receipt.number)).refundable).to.equal(true);
    expectContract(refundRoutes.issueRefund, await issue(receipt.number).expect(201));
  });

  it('cannot refund twice after Razorpay’s answer was lost: the retry gets the same refund through the idempotency key', async () => {
    const { receipt, checkout, order } = await purchase(randomUUID());
    // Nor does Razorpay's refund.processed arrive in between (it would record the refund by itself).
    webhooksDown = true;
    refundFailures = ['answer-lost'];
    expectProblem(refundRoutes.issueRefund, await issue(receipt.number).expect(502), 'refund_failed');
    const retried = expectContract(refundRoutes.issueRefund, await issue(receipt.number).expect(200));
    expect(refundCalls).to.deep.equal([
      refundIdempotencyKey(order.orderId),
      refundIdempotencyKey(order.orderId)
    ]);
    expect(retried.razorpayRefundId).to.match(/^rfnd_/);
    const payment = await paymentAtRazorpay(checkout.razorpay_payment_id);
    expect(payment.amount_refunded).to.equal(49_900);
  });

  it('finishes a refund whose request stopped half-way (claimed, Razorpay asked, nothing recorded), without a second refund', async () => {
    const { receipt, checkout, order } = await purchase(randomUUID());
    webhooksDown = true;
    await stores().refunds.claim(
      {
        orderId: order.orderId,
        paymentId: checkout.razorpay_payment_id,
        amountPaise: 49_900,
        reason: 'duplicate-charge',
        ticket: 'T1000099',
        note: null,
        issuedBy: 'staff-anita'
      },
      stack.clock.now
    );
    const made = await realGateway.refund(
      checkout.razorpay_payment_id,
      49_900,
      refundIdempotencyKey(order.orderId)
    );
    stack.clock.now = new Date(stack.clock.now.getTime() + 5 * 60_000);
    const finished = expectContract(refundRoutes.issueRefund, await issue(receipt.number).expect(200));
    expect(finished).to.deep.include({
      razorpayRefundId: made.id,
      reason: 'duplicate-charge',
      ticket: 'T1000099'
    });
    expect((await paymentAtRazorpay(checkout.razorpay_payment_id)).amount_refunded).to.equal(49_900);
  });

  it('is for staff only, knows only issued receipt numbers, and takes only the policy’s reasons and a ticket number', async () => {
    const userId = randomUUID();
    const { receipt } = await purchase(userId);
    expectProblem(
      refundRoutes.issueRefund,
      await issue(receipt.number, member(userId)).expect(403),
      'forbidden'
    );
    expectProblem(
      refundRoutes.adminReceipt,
      await request(app)
        .get(`/api/billing/admin/receipts/${receipt.number}`)
        .set('Authorization', member(userId))
        .expect(403),
      'forbidden'
    );
    expectProblem(
      refundRoutes.issueRefund,
      await request(app).post(`/api/billing/admin/receipts/${receipt.number}/refund`).send(body).expect(401),
      'token_missing'
    );
    expectProblem(refundRoutes.issueRefund, await issue('MAT-2026-999999').expect(404), 'receipt_not_found');
    expectProblem(
      refundRoutes.adminReceipt,
      await request(app)
        .get('/api/billing/admin/receipts/MAT-2026-999999')
        .set('Authorization', staff())
        .expect(404),
      'receipt_not_found'
    );
    for (const sent of [
      { ...body, reason: 'changed-my-mind' },
      { ...body, ticket: '1000042' },
      { ...body, note: 'x'.repeat(501) },
      { reason: 'outage' }
    ])
      expectProblem(
        refundRoutes.issueRefund,
        await issue(receipt.number, staff(), sent).expect(400),
        'validation_failed'
      );
    expect(refundCalls).to.deep.equal([]);
    expect((await memberReceipt(userId, receipt.number)).refund).to.equal(null);
  });
});
