import { PLANS as CATALOG_PLANS } from '@matrimony/catalog/plans';

// Presentation of the catalog's plans on the pricing cards; names, prices and features come from
// the catalog (the same definition svc-billing serves).
const presentation = {
  free: { period: 'forever', summary: 'Everything you need to start your search.', cta: 'Sign up for Free' },
  premium: {
    period: 'month',
    summary: 'Connect faster, with every feature unlocked.',
    cta: 'Get 1 Month Free Premium'
  }
} as const;

/** The two plans (docs/product-rules.md#plans-and-premium), as the pricing cards show them. */
export const PLANS = CATALOG_PLANS.map((plan) => ({ id: plan.type, ...plan, ...presentation[plan.type] }));

/** "₹499" in Indian number formatting. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}
