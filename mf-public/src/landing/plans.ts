import { FREE_INTERESTS_PER_DAY } from '@matrimony/catalog/constants';
import { PLANS as CATALOG_PLANS } from '@matrimony/catalog/plans';
import { type PublicMessageId } from '../messages';

// Presentation of the catalog's plans on the pricing cards; names, prices and features come from
// the catalog (the same definition svc-billing serves).
const presentation = {
  free: {
    name: 'landing.pricing.free.name',
    period: 'landing.pricing.free.period',
    summary: 'landing.pricing.free.summary',
    cta: 'landing.pricing.free.cta'
  },
  premium: {
    name: 'landing.pricing.premium.name',
    period: 'landing.pricing.premium.period',
    summary: 'landing.pricing.premium.summary',
    cta: 'landing.pricing.premium.cta'
  }
} as const satisfies Record<string, Record<string, PublicMessageId>>;

/** Each catalog feature's message; a feature the catalog adds later shows in English until it has one. */
export const PLAN_FEATURE_MESSAGES: Readonly<Record<string, PublicMessageId>> = {
  'Unlimited profile views': 'landing.pricing.feature.unlimitedViews',
  [`${FREE_INTERESTS_PER_DAY} interests per day`]: 'landing.pricing.feature.interestsPerDay',
  'Basic profile creation': 'landing.pricing.feature.basicProfile',
  'Advanced search filters': 'landing.pricing.feature.advancedSearch',
  'Everything in Free': 'landing.pricing.feature.everythingInFree',
  'Unlimited profile views and interests': 'landing.pricing.feature.unlimitedViewsAndInterests',
  'View contact details and horoscope': 'landing.pricing.feature.contactAndHoroscope',
  'See who viewed your profile': 'landing.pricing.feature.whoViewed',
  'Priority support': 'landing.pricing.feature.prioritySupport',
  'Full dashboard access': 'landing.pricing.feature.dashboard',
  'WhatsApp integration': 'landing.pricing.feature.whatsapp'
};

/** The values a plan feature's message reads. */
export const PLAN_FEATURE_VALUES = { count: FREE_INTERESTS_PER_DAY };

/** The two plans (docs/product-rules.md#plans-and-premium), as the pricing cards show them. */
export const PLANS = CATALOG_PLANS.map((plan) => ({
  id: plan.type,
  ...plan,
  messages: presentation[plan.type]
}));

/** "₹499" in Indian number formatting. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}
