import { expect } from 'chai';
import {
  addCalendarMonths,
  expiredToFree,
  hasLapsed,
  isPremium,
  welcomeOffer
} from '../src/domain/subscription';
import { PLANS } from '../src/domain/plans';

const now = new Date('2026-11-21T08:00:00.000Z');
const later = new Date('2026-12-21T08:00:00.000Z');
const earlier = new Date('2026-10-21T08:00:00.000Z');

describe('isPremium', () => {
  const cases: { name: string; sub: Parameters<typeof isPremium>[0]; expected: boolean }[] = [
    {
      name: 'premium, active, ending in the future',
      sub: { plan_type: 'premium', status: 'active', end_date: later },
      expected: true
    },
    { name: 'no subscription', sub: null, expected: false },
    { name: 'free plan', sub: { plan_type: 'free', status: 'active', end_date: null }, expected: false },
    {
      name: 'free plan with a future end date',
      sub: { plan_type: 'free', status: 'active', end_date: later },
      expected: false
    },
    {
      name: 'premium without an end date',
      sub: { plan_type: 'premium', status: 'active', end_date: null },
      expected: false
    },
    {
      name: 'premium that ended',
      sub: { plan_type: 'premium', status: 'active', end_date: earlier },
      expected: false
    },
    {
      name: 'premium ending exactly now',
      sub: { plan_type: 'premium', status: 'active', end_date: now },
      expected: false
    },
    {
      name: 'cancelled premium',
      sub: { plan_type: 'premium', status: 'cancelled', end_date: later },
      expected: false
    }
  ];
  for (const { name, sub, expected } of cases) {
    it(`${name} → ${expected}`, () => expect(isPremium(sub, now)).to.equal(expected));
  }
});

describe('expiry rules', () => {
  it('a premium whose end date is now or past has lapsed; a future one or a free plan has not', () => {
    expect(hasLapsed({ plan_type: 'premium', status: 'active', end_date: earlier }, now)).to.equal(true);
    expect(hasLapsed({ plan_type: 'premium', status: 'active', end_date: now }, now)).to.equal(true);
    expect(hasLapsed({ plan_type: 'premium', status: 'active', end_date: later }, now)).to.equal(false);
    expect(hasLapsed({ plan_type: 'free', status: 'active', end_date: null }, now)).to.equal(false);
  });

  it('rewrites to free, active, starting now, without end, updated now', () => {
    expect(expiredToFree(now)).to.deep.equal({
      plan_type: 'free',
      status: 'active',
      start_date: now,
      end_date: null,
      updated_at: now
    });
  });
});

describe('calendar months (Indian calendar)', () => {
  it('adds one calendar month at the same time of day', () => {
    expect(addCalendarMonths(now, 1).toISOString()).to.equal('2026-12-21T08:00:00.000Z');
    expect(addCalendarMonths(new Date('2026-12-15T10:00:00.000Z'), 1).toISOString()).to.equal(
      '2027-01-15T10:00:00.000Z'
    );
  });

  it('ends on the last day of a shorter month', () => {
    // 31 January noon IST → 28 February (2027) / 29 February (2028) noon IST.
    expect(addCalendarMonths(new Date('2027-01-31T06:30:00.000Z'), 1).toISOString()).to.equal(
      '2027-02-28T06:30:00.000Z'
    );
    expect(addCalendarMonths(new Date('2028-01-31T06:30:00.000Z'), 1).toISOString()).to.equal(
      '2028-02-29T06:30:00.000Z'
    );
  });

  it('counts the day in India, not in UTC', () => {
    // 2027-01-31T20:00Z is 1 February 01:30 IST: one month later is 1 March 01:30 IST, not 28 February.
    expect(addCalendarMonths(new Date('2027-01-31T20:00:00.000Z'), 1).toISOString()).to.equal(
      '2027-02-28T20:00:00.000Z'
    );
    // 2027-03-30T20:00Z is 31 March 01:30 IST → 30 April 01:30 IST.
    expect(addCalendarMonths(new Date('2027-03-30T20:00:00.000Z'), 1).toISOString()).to.equal(
      '2027-04-29T20:00:00.000Z'
    );
  });

  it('the welcome offer is premium, active, amount 0, for one calendar month', () => {
    expect(welcomeOffer(now)).to.deep.equal({
      plan_type: 'premium',
      status: 'active',
      start_date: now,
      end_date: later,
      amount: 0
    });
  });
});

describe('plans', () => {
  it('Free costs ₹0 and Premium ₹499 a month', () => {
    expect(PLANS.map((plan) => [plan.type, plan.priceInr, plan.periodMonths])).to.deep.equal([
      ['free', 0, null],
      ['premium', 499, 1]
    ]);
  });
});
