// What /subscription says about the member's plan and the plans on offer (dates as the rest of the site writes them).
import {
  CONTACT_UNLOCK_PRICE_INR,
  PREMIUM_PRICE_INR,
  WELCOME_OFFER_MONTHS
} from '@matrimony/catalog/constants';
import type { MySubscription, Plan } from '@matrimony/contracts/http/billing/subscriptions';
import { formatDate } from '@matrimony/catalog/date-format';

export function formatIndianDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  return formatDate(iso) || undefined;
}

export type CurrentPlanView = {
  /** "Premium until 21 December 2026" or "Free plan". */
  headline: string;
  premium: boolean;
  facts: { label: string; value: string }[];
};

const STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired'
};

/** Premium only when the billing service says so (plan premium, active, end date in the future). */
export function currentPlanView(answer: MySubscription): CurrentPlanView {
  const { subscription, isPremium } = answer;
  const end = formatIndianDate(subscription.endDate);
  const premium = isPremium && end !== undefined;
  const facts = [
    { label: 'Plan', value: premium ? 'Premium' : 'Free' },
    { label: 'Status', value: STATUS_LABELS[subscription.status] ?? subscription.status },
    { label: 'Started', value: formatIndianDate(subscription.startDate) ?? '—' },
    { label: 'Ends', value: premium ? end : 'Never (the Free plan has no end date)' }
  ];
  return { headline: premium ? `Premium until ${end}` : 'Free plan', premium, facts };
}

/** "₹499/month", "₹0". */
export function planPrice(plan: Pick<Plan, 'priceInr' | 'periodMonths'>): string {
  if (plan.priceInr === 0) return '₹0';
  if (plan.periodMonths === 1) return `₹${plan.priceInr}/month`;
  if (plan.periodMonths) return `₹${plan.priceInr} for ${plan.periodMonths} months`;
  return `₹${plan.priceInr}`;
}

/** "₹49 per contact unlock". */
export function contactUnlockPrice(priceInr: number = CONTACT_UNLOCK_PRICE_INR): string {
  return `₹${priceInr} per contact unlock`;
}

/** How buying works (docs/product-rules.md#buying-and-receipts): one payment, one calendar month, nothing renews by itself. */
export function purchaseNote(isPremium: boolean): string {
  return isPremium
    ? 'Extending adds one calendar month after your current end date, so you lose no days. Nothing renews by itself.'
    : `One payment of ₹${PREMIUM_PRICE_INR} for one calendar month of Premium. No auto-debit: nothing renews by itself. New members get ${WELCOME_OFFER_MONTHS} month free on registration.`;
}
