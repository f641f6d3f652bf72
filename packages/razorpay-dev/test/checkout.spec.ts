import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import request from 'supertest';
import { DEV_RAZORPAY, startRazorpayDev, type RazorpayDev } from '../src/index';

interface Delivery {
  headers: IncomingMessage['headers'];
  body: string;
}

const basic = `Basic ${Buffer.from(`${DEV_RAZORPAY.keyId}:${DEV_RAZORPAY.keySecret}`).toString('base64')}`;
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

describe('checkout and webhooks', () => {
  let receiver: Server;
  let deliveries: Delivery[];
  let failNext: number;
  let attemptIds: string[];
  let gateway: RazorpayDev;

  beforeEach(async () => {
    deliveries = [];
    attemptIds = [];
    failNext = 0;
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        attemptIds.push(String(req.headers['x-razorpay-event-id']));
        if (failNext > 0) {
          failNext -= 1;
          res.writeHead(503).end();
          return;
        }
        deliveries.push({ headers: req.headers, body });
        res.writeHead(200).end();
      });
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
    const { port } = receiver.address() as AddressInfo;
    gateway = await startRazorpayDev({
      webhookUrl: `http://127.0.0.1:${port}/hook`,
      webhookRetryDelaysMs: [10, 10, 10],
      log: () => {}
    });
  });
  afterEach(async () => {
    await gateway.stop();
    receiver.close();
  });

  async function createOrder(amount = 4900) {
    const res = await request(gateway.url)
      .post('/v1/orders')
      .set('authorization', basic)
      .send({ amount, currency: 'INR', receipt: 'r-1', notes: { product: 'contact-unlock' } });
    expect(res.status).to.equal(200);
    return res.body as { id: string };
  }

  it('serves checkout.js with the Razorpay constructor', async () => {
    const res = await request(gateway.url).get('/v1/checkout.js');
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.match(/javascript/);
    expect(res.text).to.contain('window.Razorpay = Razorpay');
  });

  it('answers a successful payment with the signature over order_id|payment_id and captures it', async () => {
    const order = await createOrder();
    const pay = await request(gateway.url)
      .post('/v1/checkout/pay')
      .send({ key: DEV_RAZORPAY.keyId, order_id: order.id, method: 'upi', outcome: 'success' });
    expect(pay.status).to.equal(200);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = pay.body as Record<string, string>;
    expect(razorpay_order_id).to.equal(order.id);
    expect(razorpay_signature).to.equal(hmac(DEV_RAZORPAY.keySecret, `${order.id}|${razorpay_payment_id}`));
    const payment = await request(gateway.url)
      .get(`/v1/payments/${razorpay_payment_id}`)
      .set('authorization', basic);
    expect(payment.body).to.include({
      status: 'captured',
      captured: true,
      order_id: order.id,
      amount: 4900,
      method: 'upi'
    });
    const paidOrder = await request(gateway.url).get(`/v1/orders/${order.id}`).set('authorization', basic);
    expect(paidOrder.body).to.include({ status: 'paid', amount_paid: 4900, amount_due: 0, attempts: 1 });
    const second = await request(gateway.url)
      .post('/v1/checkout/pay')
      .send({ key: DEV_RAZORPAY.keyId, order_id: order.id, outcome: 'success' });
    expect(second.status).to.equal(400);
  });

  it('delivers payment.captured and order.paid webhooks signed over the raw body with an event id', async () => {
    const order = await createOrder();
    await request(gateway.url)
      .post('/v1/checkout/pay')
      .send({ key: DEV_RAZORPAY.keyId, order_id: order.id, outcome: 'success' });
    await gateway.webhooksIdle();
    expect(deliveries.map((d) => (JSON.parse(d.body) as { event: string }).event).sort()).to.deep.equal([
      'order.paid',
      'payment.captured'
    ]);
    for (const delivery of deliveries) {
      expect(delivery.headers['x-razorpay-signature']).to.equal(
        hmac(DEV_RAZORPAY.webhookSecret, delivery.body)
      );
      expect(delivery.headers['x-razorpay-event-id']).to.match(/^evt_/);
    }
    const orderPaid = JSON.parse(deliveries.find((d) => d.body.includes('"order.paid"'))!.body) as {
      contains: string[];
      payload: { order: { entity: { id: string } }; payment: { entity: { order_id: string } } };
    };
    expect(orderPaid.contains).to.deep.equal(['payment', 'order']);
    expect(orderPaid.payload.order.entity.id).to.equal(order.id);
    expect(orderPaid.payload.payment.entity.order_id).to.equal(order.id);
  });

  it('retries a webhook the merchant did not accept, with the same event id', async () => {
    const order = await createOrder();
    failNext = 2;
    await request(gateway.url)
      .post('/v1/checkout/pay')
      .send({ key: DEV_RAZORPAY.keyId, order_id: order.id, outcome: 'success' });
    await gateway.webhooksIdle();
    expect(deliveries).to.have.length(2);
    expect(attemptIds).to.have.length(4);
    expect(new Set(attemptIds).size).to.equal(2);
  });

  it("records a failed payment, answers Razorpay's error with its ids and sends payment.failed", async () => {
    const order = await createOrder();
    const pay = await request(gateway.url)
      .post('/v1/checkout/pay')
      .send({ key: DEV_RAZORPAY.keyId, order_id: order.id, method: 'card', outcome: 'failure' });
    expect(pay.status).to.equal(400);
    const error = (
      pay.body as { error: { reason: string; metadata: { order_id: string; payment_id: string } } }
    ).error;
    expect(error.reason).to.equal('payment_failed');
    expect(error.metadata.order_id).to.equal(order.id);
    await gateway.webhooksIdle();
    expect(deliveries.map((d) => (JSON.parse(d.body) as { event: string }).event)).to.deep.equal([
      'payment.failed'
    ]);
    const orderAfter = await request(gateway.url).get(`/v1/orders/${order.id}`).set('authorization', basic);
    expect(orderAfter.body).to.include({ status: 'attempted', attempts: 1 });
  });

  it('refunds a captured payment and sends refund.processed', async () => {
    const order = await createOrder(49900);
    const pay = await request(gateway.url)
      .post('/v1/checkout/pay')
      .send({ key: DEV_RAZORPAY.keyId, order_id: order.id, outcome: 'success' });
    const paymentId = (pay.body as { razorpay_payment_id: string }).razorpay_payment_id;
    const refund = await request(gateway.url)
      .post(`/v1/payments/${paymentId}/refund`)
      .set('authorization', basic)
      .send({});
    expect(refund.body).to.include({
      entity: 'refund',
      amount: 49900,
      payment_id: paymentId,
      status: 'processed'
    });
    await gateway.webhooksIdle();
    expect(deliveries.some((d) => d.body.includes('"refund.processed"'))).to.equal(true);
    const payment = await request(gateway.url).get(`/v1/payments/${paymentId}`).set('authorization', basic);
    expect(payment.body).to.include({ status: 'refunded', refund_status: 'full', amount_refunded: 49900 });
  });

  it('answers a refund repeated with the same X-Refund-Idempotency key with the refund it made, once', async () => {
    const order = await createOrder(49900);
    const pay = await request(gateway.url)
      .post('/v1/checkout/pay')
      .send({ key: DEV_RAZORPAY.keyId, order_id: order.id, outcome: 'success' });
    const paymentId = (pay.body as { razorpay_payment_id: string }).razorpay_payment_id;
    const refundWith = (key: string) =>
      request(gateway.url)
        .post(`/v1/payments/${paymentId}/refund`)
        .set('authorization', basic)
        .set('X-Refund-Idempotency', key)
        .send({ amount: 49900 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => refundWith('refund-ord_1')));
    expect(answers.map((answer) => answer.status)).to.deep.equal([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => (answer.body as { id: string }).id));
    expect(ids.size).to.equal(1);
    expect(answers[0]!.body).to.include({ entity: 'refund', amount: 49900, payment_id: paymentId });
    await gateway.webhooksIdle();
    expect(deliveries.filter((d) => d.body.includes('"refund.processed"'))).to.have.length(1);
    const payment = await request(gateway.url).get(`/v1/payments/${paymentId}`).set('authorization', basic);
    expect(payment.body).to.include({ amount_refunded: 49900 });

    // Another key is another refund: nothing is left to refund.
    const other = await refundWith('refund-ord_2');
    expect(other.status).to.equal(400);
    expect((other.body as { error: { field: string } }).error.field).to.equal('amount');
  });

  it('refuses a checkout call with another key', async () => {
    const order = await createOrder();
    const pay = await request(gateway.url)
      .post('/v1/checkout/pay')
      .send({ key: 'rzp_test_other', order_id: order.id });
    expect(pay.status).to.equal(400);
  });
});
