// What /subscription says about the member's plan and the plans on offer (dates as the rest of the site writes them).
import {
  CONTACT_UNLOCK_PRICE_INR,
  PREMIUM_PRICE_INR,
  WELCOME_OFFER_MONTHS
} from '@matrimony/catalog/constants';
import type { MySubscription, Plan } from '@matrimony/contracts/http/billing/subscriptions';
import { formatDate } from '@matrimony/catalog/date-format';
import { activeLocale, formatMoney } from '@matrimony/i18n';
import { subscriptionText, type SubscriptionMessageId } from './messages';

/** "21 Dec 2026" in the active language ("21 दिसंबर 2026"); undefined for none or an unreadable one. */
export function formatIndianDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  return formatDate(iso, { locale: activeLocale() }) || undefined;
}

export type CurrentPlanView = {
  /** "Premium until 21 December 2026" or "Free plan". */
  headline: string;
  premium: boolean;
  facts: { label: string; value: string }[];
};

const STATUS_LABELS: Readonly<Record<string, SubscriptionMessageId>> = {
  active: 'subscription.status.active',
  cancelled: 'subscription.status.cancelled',
  expired: 'subscription.status.expired'
};

const money = (rupees: number) => formatMoney(rupees, activeLocale());

/** Premium only when the billing service says so (plan premium, active, end date in the future). */
export function currentPlanView(answer: MySubscription): CurrentPlanView {
  const { subscription, isPremium } = answer;
  const end = formatIndianDate(subscription.endDate);
  const premium = isPremium && end !== undefined;
  const status = STATUS_LABELS[subscription.status];
  const facts = [
    {
      label: subscriptionText('subscription.fact.plan'),
      value: premium
        ? subscriptionText('subscription.plan.premium')
        : subscriptionText('subscription.plan.free')
    },
    {
      label: subscriptionText('subscription.fact.status'),
      value: status ? subscriptionText(status) : subscription.status
    },
    {
      label: subscriptionText('subscription.fact.started'),
      value: formatIndianDate(subscription.startDate) ?? '—'
    },
    {
      label: subscriptionText('subscription.fact.ends'),
      value: premium ? end : subscriptionText('subscription.fact.endsNever')
    }
  ];
  return {
    headline: premium
      ? subscriptionText('subscription.headline.premiumUntil', { end })
      : subscriptionText('subscription.headline.free'),
    premium,
    facts
  };
}

/** "₹499/month", "₹0". */
export function planPrice(plan: Pick<Plan, 'priceInr' | 'periodMonths'>): string {
  if (plan.priceInr === 0) return money(0);
  if (plan.periodMonths === 1)
    return subscriptionText('subscription.price.perMonth', { price: money(plan.priceInr) });
  if (plan.periodMonths)
    return subscriptionText('subscription.price.forMonths', {
      price: money(plan.priceInr),
      months: plan.periodMonths
    });
  return money(plan.priceInr);
}

/** "₹49 per contact unlock". */
export function contactUnlockPrice(priceInr: number = CONTACT_UNLOCK_PRICE_INR): string {
  return subscriptionText('subscription.price.perUnlock', { price: money(priceInr) });
}

/** How buying works (docs/product-rules.md#buying-and-receipts): one payment, one calendar month, nothing renews by itself. */
export function purchaseNote(isPremium: boolean): string {
  return isPremium
    ? subscriptionText('subscription.note.extend')
    : subscriptionText('subscription.note.buy', {
        price: money(PREMIUM_PRICE_INR),
        months: WELCOME_OFFER_MONTHS
      });
}
