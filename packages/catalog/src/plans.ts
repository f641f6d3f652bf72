// What each plan costs and gives (docs/product-rules.md#plans-and-premium), written once: svc-billing serves it from
// GET /api/billing/plans and the landing page's pricing cards show it. Plain data (no zod), so the
// landing page can import it cheaply.
import {
  CONTACT_UNLOCK_PRICE_INR,
  FREE_INTERESTS_PER_DAY,
  FREE_PLAN_PRICE_INR,
  PREMIUM_PERIOD_MONTHS,
  PREMIUM_PRICE_INR
} from './constants';

export type PlanType = 'free' | 'premium';

export interface Plan {
  type: PlanType;
  name: string;
  priceInr: number;
  /** null: the free plan never ends. */
  periodMonths: number | null;
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    type: 'free',
    name: 'Free',
    priceInr: FREE_PLAN_PRICE_INR,
    periodMonths: null,
    features: [
      'Unlimited profile views',
      `${FREE_INTERESTS_PER_DAY} interests per day`,
      'Basic profile creation',
      'Advanced search filters'
    ]
  },
  {
    type: 'premium',
    name: 'Premium',
    priceInr: PREMIUM_PRICE_INR,
    periodMonths: PREMIUM_PERIOD_MONTHS,
    features: [
      'Everything in Free',
      'Unlimited profile views and interests',
      'View contact details and horoscope',
      'See who viewed your profile',
      'Priority support',
      'Full dashboard access',
      'WhatsApp integration'
    ]
  }
];

/** What a member can buy: a month of Premium, or one profile's contact (CONTACT_UNLOCK). */
export const PRODUCTS = ['premium-month', 'contact-unlock'] as const;
export type Product = (typeof PRODUCTS)[number];

/** Contact details of one profile, bought separately and kept for good (docs/product-rules.md#contact-details). */
export const CONTACT_UNLOCK = {
  name: 'Contact details',
  priceInr: CONTACT_UNLOCK_PRICE_INR,
  description: 'Mobile number, e-mail and WhatsApp of one profile, unlocked permanently'
} as const;

/** The premium rule (docs/product-rules.md#plans-and-premium), the one definition both billing and its read models apply. */
export function isPremiumPlan(
  plan: { planType: PlanType; status: string; endDate: Date | null } | null | undefined,
  now: Date
): boolean {
  return (
    !!plan &&
    plan.planType === 'premium' &&
    plan.status === 'active' &&
    plan.endDate !== null &&
    plan.endDate.getTime() > now.getTime()
  );
}
