import { PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { formatDate as formatDateIn, hourOfDay, type Instant } from '@matrimony/catalog/date-format';
import { activeLocale, formatMoney } from '@matrimony/i18n';
import { type Subscription } from '@matrimony/session';
import { dashboardText } from './messages';

export type PlanSummary = {
  name: 'Premium' | 'Free';
  /** One line about the plan's period or how to upgrade, in the active language (`name` is the plan's id). */
  detail: string;
  /** Show the "Upgrade to Premium" call to action. */
  offerUpgrade: boolean;
};

/** "27 Nov 2026" in the active language, as the dashboard's sentences around it. */
export const formatDate = (instant: Instant): string => formatDateIn(instant, { locale: activeLocale() });

/** What the dashboard says about the member's plan (isPremium comes from the billing service). */
export function planSummary(
  subscription: Pick<Subscription, 'planType' | 'status' | 'endDate'> | null,
  isPremium: boolean
): PlanSummary {
  if (isPremium && subscription?.endDate) {
    return {
      name: 'Premium',
      detail: dashboardText('dashboard.plan.activeUntil', { date: formatDate(subscription.endDate) }),
      offerUpgrade: false
    };
  }
  return {
    name: 'Free',
    detail: dashboardText('dashboard.plan.freeDetail', {
      price: formatMoney(PREMIUM_PRICE_INR, activeLocale())
    }),
    offerUpgrade: true
  };
}

/** "Good morning" etc. by the hour where the member is (India's unless the browser is elsewhere), in the active language. */
export function greeting(now: Date): string {
  const hour = hourOfDay(now);
  if (hour < 12) return dashboardText('dashboard.greeting.morning');
  if (hour < 17) return dashboardText('dashboard.greeting.afternoon');
  return dashboardText('dashboard.greeting.evening');
}
