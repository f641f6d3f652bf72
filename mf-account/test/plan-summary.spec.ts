import { expect } from 'chai';
import { greeting, planSummary } from '../src/dashboard/plan-summary';

describe('dashboard plan summary', () => {
  it('shows Premium with its end date (India time) when the billing service says premium', () => {
    const summary = planSummary(
      { planType: 'premium', status: 'active', endDate: '2026-12-20T20:00:00.000Z' },
      true
    );
    expect(summary).to.deep.equal({
      name: 'Premium',
      detail: 'Premium is active until 21 Dec 2026.',
      offerUpgrade: false
    });
  });

  it('offers the upgrade to free members and to members without a subscription record', () => {
    expect(planSummary({ planType: 'free', status: 'active', endDate: null }, false)).to.include({
      name: 'Free',
      offerUpgrade: true
    });
    expect(planSummary(null, false).detail).to.contain('₹499 a month');
  });

  it('greets by the time of day in India', () => {
    expect(greeting(new Date('2026-11-21T02:00:00Z'))).to.equal('Good morning'); // 07:30 IST
    expect(greeting(new Date('2026-11-21T08:00:00Z'))).to.equal('Good afternoon'); // 13:30 IST
    expect(greeting(new Date('2026-11-21T14:00:00Z'))).to.equal('Good evening'); // 19:30 IST
  });
});
