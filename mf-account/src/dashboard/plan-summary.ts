import { PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { formatDate, hourOfDay } from '@matrimony/catalog/date-format';
import { type Subscription } from '@matrimony/session';

export type PlanSummary = {
  name: 'Premium' | 'Free';
  /** One line about the plan's period or how to upgrade. */
  detail: string;
  /** Show the "Upgrade to Premium" call to action. */
  offerUpgrade: boolean;
};

export { formatDate };

/** What the dashboard says about the member's plan (isPremium comes from the billing service). */
export function planSummary(
  subscription: Pick<Subscription, 'planType' | 'status' | 'endDate'> | null,
  isPremium: boolean
): PlanSummary {
  if (isPremium && subscription?.endDate) {
    return {
      name: 'Premium',
      detail: `Premium is active until ${formatDate(subscription.endDate)}.`,
      offerUpgrade: false
    };
  }
  return {
    name: 'Free',
    detail: `You are on the Free plan. Premium (₹${PREMIUM_PRICE_INR} a month) shows contact details, horoscopes and who viewed your profile.`,
    offerUpgrade: true
  };
}

/** "Good morning" etc. by the hour where the member is (India's unless the browser is elsewhere). */
export function greeting(now: Date): string {
  const hour = hourOfDay(now);
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
