// The local copy of each member's plan (from billing.subscription.changed); the spec's premium rule
// (docs/product-rules.md#plans-and-premium) is the catalog's, the same one billing applies.
import { isPremiumPlan } from '@matrimony/catalog/plans';

export interface MemberPlan {
  readonly planType: 'free' | 'premium';
  readonly status: 'active' | 'cancelled' | 'expired';
  readonly endDate: Date | null;
}

export function isPremium(plan: MemberPlan | null | undefined, now: Date): boolean {
  return isPremiumPlan(plan, now);
}
