import { FREE_INTERESTS_PER_DAY, FREE_PLAN_PRICE_INR, PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';

/** The two plans of spec section 6, as the pricing cards show them. */
export const PLANS = [
  {
    id: 'free',
    name: 'Free',
    priceInr: FREE_PLAN_PRICE_INR,
    period: 'forever',
    summary: 'Everything you need to start your search.',
    features: ['Unlimited profile views', `${FREE_INTERESTS_PER_DAY} interests per day`, 'Basic profile creation', 'Advanced search filters'],
    cta: 'Sign up for Free'
  },
  {
    id: 'premium',
    name: 'Premium',
    priceInr: PREMIUM_PRICE_INR,
    period: 'month',
    summary: 'Connect faster, with every feature unlocked.',
    features: [
      'Everything in Free',
      'Unlimited profile views and interests',
      'View contact details and horoscope',
      'See who viewed your profile',
      'Priority support',
      'Full dashboard access',
      'WhatsApp integration'
    ],
    cta: 'Get 1 Month Free Premium'
  }
] as const;

/** "₹499" in Indian number formatting. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}
