// Razorpay's REST contract as the official SDK uses it. Against Razorpay's test mode:
// RAZORPAY_CONTRACT_URL=https://api.razorpay.com RAZORPAY_CONTRACT_KEY_ID=rzp_test_... RAZORPAY_CONTRACT_KEY_SECRET=... npx mocha test/contract.spec.ts
import { expect } from 'chai';
import Razorpay from 'razorpay';
import { startRazorpayDev, type RazorpayDev } from '../src/index';

interface SdkError {
  statusCode: number;
  error: { code: string; description: string; field?: string };
}

describe('Razorpay contract through the razorpay SDK', () => {
  let gateway: RazorpayDev | undefined;
  let baseUrl: string;
  let keyId: string;
  let keySecret: string;

  before(async () => {
    if (process.env.RAZORPAY_CONTRACT_URL) {
      baseUrl = process.env.RAZORPAY_CONTRACT_URL;
      keyId = process.env.RAZORPAY_CONTRACT_KEY_ID ?? '';
      keySecret = process.env.RAZORPAY_CONTRACT_KEY_SECRET ?? '';
      return;
    }
    gateway = await startRazorpayDev({ log: () => {} });
    baseUrl = gateway.url;
    keyId = gateway.keyId;
    keySecret = 'dev-razorpay-key-secret';
  });
  after(() => gateway?.stop());

  /** The SDK hard-codes https://api.razorpay.com; its axios instance is the one place to point elsewhere. */
  function sdk(secret = keySecret) {
    const client = new Razorpay({ key_id: keyId, key_secret: secret });
    (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      baseUrl;
    return client;
  }

  async function sdkError(call: Promise<unknown>): Promise<SdkError> {
    try {
      await call;
    } catch (error) {
      return error as SdkError;
    }
    throw new Error('expected the call to fail');
  }

  it('creates an order in paise with receipt and notes, and reads it back', async () => {
    const order = await sdk().orders.create({
      amount: 49900,
      currency: 'INR',
      receipt: 'rcpt_contract_1',
      notes: { member: 'm-1', product: 'premium-month' }
    });
    expect(order.id).to.match(/^order_[A-Za-z0-9]{14}$/);
    expect(order).to.include({
      entity: 'order',
      amount: 49900,
      amount_paid: 0,
      amount_due: 49900,
      currency: 'INR',
      receipt: 'rcpt_contract_1',
      status: 'created',
      attempts: 0
    });
    expect(order.notes).to.deep.equal({ member: 'm-1', product: 'premium-month' });
    expect(order.created_at).to.be.a('number');
    const again = await sdk().orders.fetch(order.id);
    expect(again).to.deep.equal(order);
    const payments = await sdk().orders.fetchPayments(order.id);
    expect(payments).to.deep.include({ entity: 'collection', count: 0, items: [] });
  });

  it('refuses a wrong secret with 401 and Razorpay error body', async () => {
    const error = await sdkError(sdk('wrong-secret').orders.create({ amount: 49900, currency: 'INR' }));
    expect(error.statusCode).to.equal(401);
    expect(error.error).to.include({ code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' });
  });

  it('refuses an amount under ₹1 naming the field', async () => {
    const error = await sdkError(sdk().orders.create({ amount: 50, currency: 'INR' }));
    expect(error.statusCode).to.equal(400);
    expect(error.error).to.include({ code: 'BAD_REQUEST_ERROR', field: 'amount' });
  });

  it('answers an unknown id with 400 "The id provided does not exist"', async () => {
    const error = await sdkError(sdk().orders.fetch('order_DoesNotExist00'));
    expect(error.statusCode).to.equal(400);
    expect(error.error.description).to.equal('The id provided does not exist');
    const payment = await sdkError(sdk().payments.fetch('pay_DoesNotExist000'));
    expect(payment.statusCode).to.equal(400);
  });
});
