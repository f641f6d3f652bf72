import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createEnvelope, createTestIssuer, type TestIssuer } from '@matrimony/service-kit';
import { type EventEnvelope } from '@matrimony/contracts';
import { startExpiryJob } from '../src/jobs/expiry-job';
import { billingApi } from '@matrimony/contracts/http/billing';
import { assertRoutesMatchContract, expectContract } from '@matrimony/service-kit/testing';
import { logger, mobileOf, startStack, type Stack } from './support/stack';

const DAY_MS = 24 * 60 * 60 * 1000;
const ME = '/api/billing/subscriptions/me';

describe('subscriptions', () => {
  let issuer: TestIssuer;
  let stack: Stack;
  const replica = () => stack.replicas[0]!;
  const bearer = (userId: string) => `Bearer ${issuer.sign({ sub: userId })}`;
  const handle = (event: EventEnvelope) => replica().handle(event);
  const register = (userId: string) =>
    handle(
      createEnvelope(
        'identity.user.registered',
        { userId, mobile: mobileOf(userId), email: 'ravi@example.com', fullName: 'Ravi Kumar' },
        { occurredAt: stack.clock.now }
      )
    );
  const changesOf = async (userId: string) =>
    (await stack.billingEvents())
      .filter((event) => (event.data as { userId?: string }).userId === userId)
      .map((event) => event.data as Record<string, unknown>);

  before(async () => {
    issuer = await createTestIssuer();
    stack = await startStack(issuer, 2);
  });
  after(async () => {
    await stack.stop();
    await issuer.close();
  });
  beforeEach(() => {
    stack.clock.now = new Date('2026-11-21T08:00:00.000Z');
  });

  it('asks for sign-in without a valid token', async () => {
    const res = await request(replica().app).get(ME).expect(401);
    expect(res.headers['content-type']).to.match(/^application\/problem\+json/);
    await request(replica().app).get(ME).set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('reads a member without any subscription as free', async () => {
    const userId = randomUUID();
    const res = await request(replica().app).get(ME).set('Authorization', bearer(userId)).expect(200);
    expect(expectContract(billingApi.routes.getMySubscription, res)).to.deep.equal({
      subscription: {
        id: null,
        userId,
        planType: 'free',
        status: 'active',
        startDate: null,
        endDate: null,
        amount: 0,
        createdAt: null,
        updatedAt: null
      },
      isPremium: false,
      justExpired: false
    });
  });

  it('shows the welcome offer as premium, and only to its member', async () => {
    const userId = randomUUID();
    await register(userId);
    const res = await request(replica().app).get(ME).set('Authorization', bearer(userId)).expect(200);
    expectContract(billingApi.routes.getMySubscription, res);
    expect(res.body.isPremium).to.equal(true);
    expect(res.body.justExpired).to.equal(false);
    expect(res.body.subscription).to.include({
      userId,
      planType: 'premium',
      status: 'active',
      amount: 0,
      endDate: '2026-12-21T08:00:00.000Z'
    });
    const other = await request(replica().app).get(ME).set('Authorization', bearer(randomUUID())).expect(200);
    expect(other.body.isPremium).to.equal(false);
  });

  it('rewrites an expired premium to free when it is read, says so once, and announces it once', async () => {
    const userId = randomUUID();
    await register(userId);
    stack.clock.now = new Date('2026-12-21T08:00:01.000Z');
    // Two replicas read at the same moment: one of them rewrites it.
    const [a, b] = await Promise.all(
      stack.replicas.map((r) => request(r.app).get(ME).set('Authorization', bearer(userId)).expect(200))
    );
    expect([a!.body.justExpired, b!.body.justExpired].filter(Boolean)).to.have.length(1);
    for (const res of [a!, b!]) {
      expect(res.body.isPremium).to.equal(false);
      expect(res.body.subscription).to.include({
        planType: 'free',
        status: 'active',
        endDate: null,
        startDate: '2026-12-21T08:00:01.000Z',
        updatedAt: '2026-12-21T08:00:01.000Z'
      });
    }
    const again = await request(replica().app).get(ME).set('Authorization', bearer(userId)).expect(200);
    expect(again.body.justExpired).to.equal(false);
    const changes = await changesOf(userId);
    expect(changes.map((change) => change.reason)).to.deep.equal(['welcome-offer', 'expired']);
    expect(changes[1]).to.include({
      planType: 'free',
      status: 'active',
      endDate: null,
      startDate: '2026-12-21T08:00:01.000Z'
    });
  });

  it('keeps premium until the end date has passed', async () => {
    const userId = randomUUID();
    await register(userId);
    stack.clock.now = new Date('2026-12-21T07:59:59.000Z');
    const res = await request(replica().app).get(ME).set('Authorization', bearer(userId)).expect(200);
    expect(res.body).to.include({ isPremium: true, justExpired: false });
  });

  it('the periodic job makes a member who never comes back free', async () => {
    const gone = randomUUID();
    const stillPremium = randomUUID();
    await register(gone);
    stack.clock.now = new Date(stack.clock.now.getTime() + 10 * DAY_MS);
    await register(stillPremium);
    stack.clock.now = new Date('2026-12-22T00:00:00.000Z');
    const job = startExpiryJob(replica().stores.subscriptions, () => stack.clock.now, logger, 60_000);
    try {
      expect(await job.run()).to.be.at.least(1);
      expect(await job.run()).to.equal(0);
    } finally {
      await job.stop();
    }
    const [lapsed] = await replica().stores.subscriptions.allOf(gone);
    expect(lapsed).to.include({ plan_type: 'free', status: 'active', end_date: null });
    expect(lapsed!.start_date.toISOString()).to.equal('2026-12-22T00:00:00.000Z');
    const [kept] = await replica().stores.subscriptions.allOf(stillPremium);
    expect(kept).to.include({ plan_type: 'premium' });
    expect((await changesOf(gone)).map((change) => change.reason)).to.deep.equal([
      'welcome-offer',
      'expired'
    ]);
    const res = await request(replica().app).get(ME).set('Authorization', bearer(gone)).expect(200);
    expect(res.body).to.include({ isPremium: false, justExpired: false });
  });

  it('erases a deleted member: the token is refused, the plan announced as erased', async () => {
    const userId = randomUUID();
    await register(userId);
    await handle(createEnvelope('identity.user.deleted', { userId }));
    // The member's access token is still signed and unexpired, but the account is gone: it must be refused.
    const res = await request(replica().app).get(ME).set('Authorization', bearer(userId)).expect(401);
    expect(res.body.code).to.equal('token_revoked');
    expect(
      (await replica().stores.subscriptions.allOf(userId)).filter((sub) => sub.status === 'active')
    ).to.have.length(0);
    const changes = await changesOf(userId);
    expect(changes.map((change) => change.reason)).to.deep.equal(['welcome-offer', 'erased']);
    expect(changes[1]).to.include({ planType: 'free', status: 'cancelled' });
    // A late registered event for the same member does not bring a second offer.
    await register(userId);
    expect(
      (await replica().stores.subscriptions.allOf(userId)).filter((sub) => sub.status === 'active')
    ).to.have.length(0);
  });

  it('serves the plans from one definition', async () => {
    const res = await request(replica().app).get('/api/billing/plans').expect(200);
    expect(res.headers['cache-control']).to.contain('max-age=3600');
    const body = expectContract(billingApi.routes.listPlans, res);
    expect(body.plans.map((plan) => [plan.type, plan.priceInr])).to.deep.equal([
      ['free', 0],
      ['premium', 499]
    ]);
    expect(body.plans[1]!.features).to.include('View contact details and horoscope');
    expect(body.contactUnlock.priceInr).to.equal(49);
  });

  it('mounts exactly the routes of its contract table, and serves them as OpenAPI 3.1', async () => {
    assertRoutesMatchContract(replica().app, billingApi);
    const document = (await request(replica().app).get('/api/billing/openapi.json').expect(200)).body as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).to.match(/^3\.1/);
    expect(Object.keys(document.paths)).to.include.members([
      '/api/billing/plans',
      '/api/billing/subscriptions/me',
      '/api/billing/orders',
      '/api/billing/receipts/{number}'
    ]);
  });
});
