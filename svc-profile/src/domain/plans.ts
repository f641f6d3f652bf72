// The local copy of each member's plan (from billing.subscription.changed) and the spec's
// premium rule (section 4): premium, active, with an end date in the future.
export interface MemberPlan {
  readonly planType: 'free' | 'premium';
  readonly status: 'active' | 'cancelled' | 'expired';
  readonly endDate: Date | null;
}

export function isPremium(plan: MemberPlan | null | undefined, now: Date): boolean {
  return !!plan && plan.planType === 'premium' && plan.status === 'active' && plan.endDate !== null && plan.endDate > now;
}
