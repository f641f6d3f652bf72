// Premium expiring (3 days before the end): the periodic job tells a member once per
// subscription period, never a free member or one whose end is further off, and again after a renewal.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createEnvelope, createTestIssuer, type TestIssuer } from '@matrimony/service-kit';
import { type EventEnvelope } from '@matrimony/contracts';
import { premiumPeriod } from '../src/domain/products';
import { startExpiringNoticeJob, type ExpiringNoticeJob } from '../src/jobs/expiring-notice-job';
import { logger, mobileOf, startStack, type Stack } from './support/stack';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

describe('premium expiring: told 3 days before the end, once per period', () => {
  let issuer: TestIssuer;
  let stack: Stack;
  let jobs: ExpiringNoticeJob[];
  const replica = () => stack.replicas[0]!;
  const now = () => new Date(stack.clock.now.getTime());
  const at = (iso: string) => {
    stack.clock.now = new Date(iso);
  };
  const register = (userId: string) =>
    replica().handle(
      createEnvelope(
        'identity.user.registered',
        { userId, mobile: mobileOf(userId), email: 'meera@example.com', fullName: 'Meera Pillai' },
        { occurredAt: stack.clock.now }
      )
    );
  /** A paid month as fulfilling an order makes it: from the current end while premium, else from now. */
  const renew = async (userId: string) => {
    const { subscription } = await replica().stores.subscriptions.current(userId, now());
    const period = premiumPeriod(subscription?.plan_type === 'premium' ? subscription.end_date : null, now());
    expect(
      await replica().stores.subscriptions.purchase(userId, `order_${randomUUID()}`, period, 499, now())
    ).to.equal(true);
    return period;
  };
  /** Both replicas run a pass at the same moment: how many members they told between them. */
  const pass = async () =>
    (await Promise.all(jobs.map((job) => job.run()))).reduce((sum, told) => sum + told, 0);
  const noticesOf = async (userId: string) =>
    (await stack.billingEvents())
      .filter(
        (event): event is EventEnvelope<'billing.subscription.expiring'> =>
          event.type === 'billing.subscription.expiring'
      )
      .filter((event) => event.data.userId === userId)
      .map((event) => event.data);

  before(async () => {
    issuer = await createTestIssuer();
    stack = await startStack(issuer, 2);
    // Long intervals: the test runs the passes. Each replica has its own lease holder on the shared database.
    jobs = stack.replicas.map((r) =>
      startExpiringNoticeJob(r.stores.subscriptions, r.mongo, now, logger, 3_600_000)
    );
  });
  after(async () => {
    for (const job of jobs ?? []) await job.stop();
    await stack?.stop();
    await issuer?.close();
  });

  it('tells a member once, 3 days before, not the free or the later ones, and again after a renewal', async () => {
    const ending = randomUUID();
    const later = randomUUID();
    const lapsed = randomUUID();
    const renewedEarly = randomUUID();

    // A member whose welcome month ended long ago: free now.
    at('2026-10-01T08:00:00.000Z');
    await register(lapsed);
    at('2026-11-21T08:00:00.000Z');
    expect((await replica().stores.subscriptions.current(lapsed, now())).subscription).to.include({
      plan_type: 'free'
    });
    // Welcome months ending 21 December (two members) and 26 December.
    await register(ending);
    await register(renewedEarly);
    at('2026-11-26T08:00:00.000Z');
    await register(later);
    // One member pays for another month well before the end: their premium ends on 21 January.
    await renew(renewedEarly);

    // More than 3 days before the end: nobody yet.
    at('2026-12-18T07:00:00.000Z');
    expect(await pass()).to.equal(0);

    // Within 3 days of 21 December: the member ending then, once, whichever replica ran.
    at('2026-12-18T09:00:00.000Z');
    expect(await pass()).to.equal(1);
    expect(await pass()).to.equal(0);
    at('2026-12-20T09:00:00.000Z');
    expect(await pass()).to.equal(0);
    expect(await noticesOf(ending)).to.have.deep.members([
      {
        userId: ending,
        subscriptionId: (await replica().stores.subscriptions.allOf(ending))[0]!.id,
        endDate: '2026-12-21T08:00:00.000Z'
      }
    ]);
    for (const quiet of [later, lapsed, renewedEarly])
      expect(await noticesOf(quiet), quiet).to.deep.equal([]);

    // The member renews before the end: a new period from 21 December to 21 January, told again when it nears.
    const renewal = await renew(ending);
    expect(renewal.end.toISOString()).to.equal('2027-01-21T08:00:00.000Z');
    expect(await pass()).to.equal(0);

    // 23 December: the 26 December member is within 3 days now.
    at('2026-12-23T09:00:00.000Z');
    expect(await pass()).to.equal(1);
    expect((await noticesOf(later)).map((notice) => notice.endDate)).to.deep.equal([
      '2026-12-26T08:00:00.000Z'
    ]);

    // 18 January: the renewed member (told again, for the new end) and the early renewer (their paid month).
    at(new Date(new Date('2027-01-21T08:00:00.000Z').getTime() - 3 * DAY_MS + HOUR_MS).toISOString());
    expect(await pass()).to.equal(2);
    expect(await pass()).to.equal(0);
    expect((await noticesOf(ending)).map((notice) => notice.endDate)).to.deep.equal([
      '2026-12-21T08:00:00.000Z',
      '2027-01-21T08:00:00.000Z'
    ]);
    const [renewed] = (await noticesOf(ending)).slice(1);
    expect(renewed!.subscriptionId).to.match(/^order:order_/);
    expect((await noticesOf(renewedEarly)).map((notice) => notice.endDate)).to.deep.equal([
      '2027-01-21T08:00:00.000Z'
    ]);
    expect(await noticesOf(lapsed)).to.deep.equal([]);
  });

  it('tells of the premium left after a refund, and nothing to an erased member', async () => {
    const refunded = randomUUID();
    const erased = randomUUID();
    at('2027-03-01T08:00:00.000Z');
    await register(refunded);
    await register(erased);
    const orderId = `order_${randomUUID()}`;
    at('2027-03-02T08:00:00.000Z');
    const { subscription } = await replica().stores.subscriptions.current(refunded, now());
    await replica().stores.subscriptions.purchase(
      refunded,
      orderId,
      premiumPeriod(subscription!.end_date, now()),
      499,
      now()
    );
    expect(await replica().stores.subscriptions.refund(orderId, now())).to.equal(true);
    await replica().stores.subscriptions.erase(erased, now());
    // Within 3 days of the welcome months' end (1 April): the refunded member's welcome month still ends then
    // and is their newest active subscription again, so they are told; the erased member is not.
    at('2027-03-30T08:00:00.000Z');
    expect(await pass()).to.equal(1);
    expect((await noticesOf(refunded)).map((notice) => notice.endDate)).to.deep.equal([
      '2027-04-01T08:00:00.000Z'
    ]);
    expect(await noticesOf(erased)).to.deep.equal([]);
  });
});
