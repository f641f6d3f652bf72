import { expect } from 'chai';
import type { MySubscription } from '@matrimony/contracts/http/billing/subscriptions';
import {
  purchaseNote,
  contactUnlockPrice,
  currentPlanView,
  formatIndianDate,
  planPrice
} from '../src/subscription/subscription-view';
import { premiumSubscription as premium } from './fixtures';

const free: MySubscription = {
  subscription: {
    id: null,
    userId: 'u1',
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
};

describe('subscription display', () => {
  it('formats dates on the Indian calendar (19:00 UTC is the next day in India)', () => {
    expect(formatIndianDate('2026-12-20T19:00:00.000Z')).to.equal('21 Dec 2026');
    expect(formatIndianDate('2026-12-20T18:00:00.000Z')).to.equal('20 Dec 2026');
    expect(formatIndianDate(null)).to.equal(undefined);
    expect(formatIndianDate('not a date')).to.equal(undefined);
  });

  it('says "Premium until <end date>" with start and end dates for a premium member', () => {
    const view = currentPlanView(premium);
    expect(view.headline).to.equal('Premium until 21 Dec 2026');
    expect(view.premium).to.equal(true);
    expect(view.facts).to.deep.equal([
      { label: 'Plan', value: 'Premium' },
      { label: 'Status', value: 'Active' },
      { label: 'Started', value: '21 Nov 2026' },
      { label: 'Ends', value: '21 Dec 2026' }
    ]);
  });

  it('says "Free plan" for a free member and for a member without a subscription record', () => {
    const view = currentPlanView(free);
    expect(view.headline).to.equal('Free plan');
    expect(view.facts).to.deep.include({ label: 'Started', value: '—' });
    expect(view.facts).to.deep.include({ label: 'Plan', value: 'Free' });
  });

  it('trusts the billing service: a premium record it does not call premium shows as Free', () => {
    expect(currentPlanView({ ...premium, isPremium: false }).headline).to.equal('Free plan');
  });

  it('prices plans as ₹499/month, ₹0, and ₹49 per contact unlock', () => {
    expect(planPrice({ priceInr: 499, periodMonths: 1 })).to.equal('₹499/month');
    expect(planPrice({ priceInr: 0, periodMonths: null })).to.equal('₹0');
    expect(contactUnlockPrice()).to.equal('₹49 per contact unlock');
  });

  it('says what one payment buys, that nothing renews by itself, and how extending counts', () => {
    expect(purchaseNote(false)).to.match(/One payment of ₹499 for one calendar month/);
    expect(purchaseNote(false)).to.match(/nothing renews by itself/);
    expect(purchaseNote(false)).to.match(/1 month free on registration/);
    expect(purchaseNote(true)).to.match(/after your current end date/);
  });
});
