// Tax invoices on receipts: the buyer's name and state from svc-profile's events, the number series, the PDF, and
// what erasing the account leaves.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type Express } from 'express';
import { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import {
  createEnvelope,
  createTestIssuer,
  createTokenVerifier,
  signContactOffer,
  type ExportStore,
  type TestIssuer
} from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { DEV_RAZORPAY, startRazorpayDev, type RazorpayDev } from '@matrimony/razorpay-dev';
import { createApp } from '../src/app';
import { billingDeps } from '../src/billing';
import { writeBillingPart } from '../src/exports/billing-part';
import { createRazorpayGateway } from '../src/payments/razorpay-gateway';
import { contactOfferKey, logger, startStack, type Stack } from './support/stack';

type Checkout = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

describe('tax invoices on receipts', function () {
  let issuer: TestIssuer;
  let stack: Stack;
  let razorpay: RazorpayDev;
  let app: Express;
  const stores = () => stack.replicas[0]!.stores;
  const bearer = (userId: string) => `Bearer ${issuer.sign({ sub: userId })}`;

  /** svc-profile's event for the member's profile, as billing's consumer handles it. */
  const profileEvent = (
    type: 'profile.created' | 'profile.updated',
    userId: string,
    fields: { fullName: string; state?: string; memberNumber?: string; profileId?: string },
    occurredAt: Date = stack.clock.now
  ) =>
    stack.replicas[0]!.handle(
      createEnvelope(
        type,
        {
          userId,
          profileId: fields.profileId ?? randomUUID().replace(/-/g, '').slice(0, 24),
          fullName: fields.fullName,
          gender: 'female',
          moderationStatus: 'approved',
          ...(fields.state ? { state: fields.state } : {}),
          ...(fields.memberNumber ? { memberNumber: fields.memberNumber } : {})
        },
        { occurredAt }
      )
    );
  const pay = async (razorpayOrderId: string): Promise<Checkout> => {
    const res = await fetch(`${razorpay.url}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: DEV_RAZORPAY.keyId,
        order_id: razorpayOrderId,
        method: 'upi',
        outcome: 'success'
      })
    });
    return (await res.json()) as Checkout;
  };
  /** Orders, pays and verifies: the receipt the member gets. */
  const buy = async (userId: string, body: object = { product: 'premium-month' }) => {
    const order = expectContract(
      paymentRoutes.createOrder,
      await request(app).post('/api/billing/orders').set('Authorization', bearer(userId)).send(body)
    );
    const checkout = await pay(order.checkout.razorpayOrderId);
    return expectContract(
      paymentRoutes.verifyPayment,
      await request(app)
        .post('/api/billing/payments/verify')
        .set('Authorization', bearer(userId))
        .send(checkout)
        .expect(200)
    ).receipt;
  };
  const unlock = (userId: string, profileId: string) => ({
    product: 'contact-unlock',
    profileId,
    offerToken: signContactOffer(contactOfferKey, { buyerId: userId, profileId, now: stack.clock.now }).token
  });
  const download = (userId: string, number: string) =>
    request(app)
      .get(`/api/billing/receipts/${number}/invoice`)
      .set('Authorization', bearer(userId))
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });

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
    app = createApp({
      logger,
      billing: billingDeps({
        stores: stores(),
        verifier,
        now: () => new Date(stack.clock.now.getTime()),
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

  it('names the buyer and splits CGST and SGST within the seller’s state', async () => {
    const userId = randomUUID();
    await profileEvent('profile.created', userId, { fullName: 'Priya Sharma', state: 'Tamil Nadu' });
    const receipt = await buy(userId);
    expect(receipt.invoice).to.deep.include({
      buyer: { name: 'Priya Sharma' },
      placeOfSupply: { state: 'Tamil Nadu', stateCode: '33' },
      sac: '998439',
      taxableValueInr: 422.88,
      totalInr: 499,
      amountInWords: 'Rupees Four Hundred Ninety-Nine Only',
      profileMemberNumber: null
    });
    expect(receipt.invoice!.taxes).to.deep.equal([
      { name: 'CGST', ratePercent: 9, amountInr: 38.06 },
      { name: 'SGST', ratePercent: 9, amountInr: 38.06 }
    ]);
    expect(receipt.invoice!.seller).to.include({ gstin: '33AABCM1234F1Z4', state: 'Tamil Nadu' });
    expect(receipt.invoice!.number).to.match(/^INV\/26-27\/\d{6}$/);
  });

  it('charges IGST to another state, with the newest profile event’s state and the unlocked profile’s member number', async () => {
    const userId = randomUUID();
    const profileId = '665f1c2e8a1b2c3d4e5f0777';
    const earlier = new Date('2026-11-20T08:00:00.000Z');
    await profileEvent('profile.updated', userId, { fullName: 'Arun Kumar', state: 'Kerala' });
    // An older event delivered late changes nothing.
    await profileEvent('profile.created', userId, { fullName: 'Arun K', state: 'Tamil Nadu' }, earlier);
    await profileEvent('profile.created', randomUUID(), {
      fullName: 'Meena Iyer',
      state: 'Karnataka',
      memberNumber: 'M1000777',
      profileId
    });
    const receipt = await buy(userId, unlock(userId, profileId));
    expect(receipt.invoice).to.deep.include({
      buyer: { name: 'Arun Kumar' },
      placeOfSupply: { state: 'Kerala', stateCode: '32' },
      taxableValueInr: 41.53,
      taxes: [{ name: 'IGST', ratePercent: 18, amountInr: 7.47 }],
      amountInWords: 'Rupees Forty-Nine Only',
      profileMemberNumber: 'M1000777'
    });
    expect(JSON.stringify(receipt)).to.not.contain('Meena');
  });

  it('numbers invoices consecutively within the financial year however many payments run at once, and starts again in April', async () => {
    stack.clock.now = new Date('2027-03-31T18:29:00.000Z');
    const members = Array.from({ length: 6 }, () => randomUUID());
    const receipts = await Promise.all(members.map((userId) => buy(userId)));
    const numbers = receipts.map((receipt) => receipt.invoice!.number).sort();
    const first = Number(numbers[0]!.slice(-6));
    expect(numbers).to.deep.equal(
      Array.from({ length: 6 }, (_, i) => `INV/26-27/${String(first + i).padStart(6, '0')}`)
    );
    stack.clock.now = new Date('2027-03-31T18:30:00.000Z');
    expect((await buy(randomUUID())).invoice!.number).to.equal('INV/27-28/000001');
  });

  it('answers the invoice as a PDF attachment to its member only, never cached', async () => {
    const userId = randomUUID();
    await profileEvent('profile.created', userId, { fullName: 'Lakshmi Narayanan', state: 'Tamil Nadu' });
    const receipt = await buy(userId);
    const res = await download(userId, receipt.number).expect(200);
    expectContract(paymentRoutes.downloadInvoice, res);
    expect(res.headers['content-type']).to.equal('application/pdf');
    expect(res.headers['cache-control']).to.equal('no-store');
    expect(res.headers['content-disposition']).to.equal(
      `attachment; filename="invoice-${receipt.invoice!.number.replace(/\//g, '-')}.pdf"`
    );
    expect((res.body as Buffer).subarray(0, 5).toString('latin1')).to.equal('%PDF-');

    const stranger = await request(app)
      .get(`/api/billing/receipts/${receipt.number}/invoice`)
      .set('Authorization', bearer(randomUUID()))
      .expect(404);
    expectProblem(paymentRoutes.downloadInvoice, stranger, 'receipt_not_found');
    expect(JSON.stringify(stranger.body)).to.not.contain('Lakshmi');
    await request(app).get(`/api/billing/receipts/${receipt.number}/invoice`).expect(401);
  });

  it('answers invoice_not_found for a receipt issued before tax invoices', async () => {
    const userId = randomUUID();
    const receipt = await buy(userId);
    await stores().receipts.model.updateOne({ number: receipt.number }, { $set: { invoice: null } });
    const legacy = expectContract(
      paymentRoutes.getReceipt,
      await request(app)
        .get(`/api/billing/receipts/${receipt.number}`)
        .set('Authorization', bearer(userId))
        .expect(200)
    );
    expect(legacy.invoice).to.equal(null);
    expectProblem(
      paymentRoutes.downloadInvoice,
      await request(app)
        .get(`/api/billing/receipts/${receipt.number}/invoice`)
        .set('Authorization', bearer(userId))
        .expect(404),
      'invoice_not_found'
    );
  });

  it('puts the invoices and the name and state kept for them in the member’s data export', async () => {
    const userId = randomUUID();
    await profileEvent('profile.created', userId, {
      fullName: 'Kavya Menon',
      state: 'Kerala',
      memberNumber: 'M1000555'
    });
    const receipt = await buy(userId);
    const written: Record<string, unknown> = {};
    const store = {
      putJsonOnce: async (name: string, value: unknown) => {
        written[name] = value;
      }
    } as unknown as ExportStore;
    const exportId = randomUUID();
    const [name] = await writeBillingPart(
      stores(),
      () => stack.clock.now,
      { exportId, userId, requestedAt: stack.clock.now },
      store
    );
    const part = written[name!] as {
      forInvoices: unknown;
      receipts: { number: string; invoice: unknown }[];
    };
    expect(part.forInvoices).to.deep.equal({
      fullName: 'Kavya Menon',
      state: 'Kerala',
      memberNumber: 'M1000555'
    });
    expect(part.receipts).to.have.length(1);
    expect(part.receipts[0]!.invoice).to.deep.equal(receipt.invoice);
  });

  it('erases the buyer’s name from their invoices and the read model with the account; a late profile event stores nothing', async () => {
    const userId = randomUUID();
    await profileEvent('profile.created', userId, { fullName: 'Divya Raman', state: 'Kerala' });
    const receipt = await buy(userId);
    await stack.replicas[0]!.handle(createEnvelope('identity.user.deleted', { userId }));
    await profileEvent('profile.updated', userId, { fullName: 'Divya Raman', state: 'Kerala' });

    const kept = await stores().receipts.model.findOne({ number: receipt.number }).lean();
    expect(kept!.invoice!.buyer).to.deep.equal({ name: null, state: 'Kerala' });
    expect(kept!.invoice!.placeOfSupply).to.equal('Kerala');
    expect(JSON.stringify(kept)).to.not.contain('Divya').and.not.contain(userId);
    expect(JSON.stringify(await stores().members.model.find({}).lean()))
      .to.not.contain('Divya')
      .and.not.contain(userId);
    expect(await stores().members.of(userId)).to.equal(null);
  });

  it('stops naming an erased member’s number on the invoices of those who unlocked their profile', async () => {
    const buyerId = randomUUID();
    const ownerId = randomUUID();
    const profileId = '665f1c2e8a1b2c3d4e5f0888';
    await profileEvent('profile.created', ownerId, {
      fullName: 'Revathi Subramanian',
      state: 'Tamil Nadu',
      memberNumber: 'M1000888',
      profileId
    });
    const receipt = await buy(buyerId, unlock(buyerId, profileId));
    expect(receipt.invoice!.profileMemberNumber).to.equal('M1000888');
    await stack.replicas[0]!.handle(createEnvelope('identity.user.deleted', { userId: ownerId }));
    const after = expectContract(
      paymentRoutes.getReceipt,
      await request(app)
        .get(`/api/billing/receipts/${receipt.number}`)
        .set('Authorization', bearer(buyerId))
        .expect(200)
    );
    expect(after.invoice!.profileMemberNumber).to.equal(null);
    expect(after.profileId, 'the unlock still says which profile it was for').to.equal(profileId);
    expect(JSON.stringify(await stores().receipts.model.find({}).lean())).to.not.contain('M1000888');
  });
});
