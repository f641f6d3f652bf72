// Other members' plans as card badges read them: kept a minute in the process, dropped at once when this
// replica applies a billing event; the member's own plan (quota, entitlements) is always read fresh.
import { expect } from 'chai';
import { createMemberPlanStore, OTHERS_PLANS_KEPT_MS } from '../src/store/member-plans';
import { startProfileStack, type ProfileStack } from './support/stack';

describe('member plans store', function () {
  let stack: ProfileStack;
  let now = 1_000_000;
  const raw = () => stack.conn.db!.collection('member_plans');
  const premium = {
    subscriptionId: 's1',
    planType: 'premium' as const,
    status: 'active' as const,
    endDate: new Date('2030-01-01T00:00:00Z')
  };

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });

  it('keeps others’ plans a minute for badges; an event applied here and the own plan show at once', async () => {
    const store = createMemberPlanStore(stack.conn, () => now);
    expect((await store.othersPlans(['plan-a'])).has('plan-a')).to.equal(false);

    // Applied by another replica: the badge follows within the minute, the member's own read at once.
    await raw().insertOne({ _id: 'plan-a', ...premium, asOf: new Date() } as never);
    expect((await store.othersPlans(['plan-a'])).has('plan-a')).to.equal(false);
    expect((await store.find('plan-a'))?.planType).to.equal('premium');
    now += OTHERS_PLANS_KEPT_MS;
    expect((await store.othersPlans(['plan-a'])).get('plan-a')?.planType).to.equal('premium');

    // Applied here: at once.
    await store.apply('plan-a', { ...premium, status: 'expired' }, new Date(Date.now() + 1000));
    expect((await store.othersPlans(['plan-a'])).get('plan-a')?.status).to.equal('expired');
    await store.erase('plan-a');
    expect((await store.othersPlans(['plan-a'])).has('plan-a')).to.equal(false);
  });
});
