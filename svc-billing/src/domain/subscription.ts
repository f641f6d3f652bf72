import { isPremiumPlan } from '@matrimony/catalog/plans';
import { WELCOME_OFFER_AMOUNT_INR, WELCOME_OFFER_MONTHS } from '@matrimony/catalog/constants';
import { type PlanType } from './plans';

/** The subscription with the original spec's field names (stored with exactly these names). */
export interface Subscription {
  id: string;
  user_id: string;
  plan_type: PlanType;
  status: 'active' | 'cancelled';
  start_date: Date;
  end_date: Date | null;
  amount: number;
  created_at: Date;
  updated_at: Date;
}

type PremiumFields = Pick<Subscription, 'plan_type' | 'status' | 'end_date'>;

/**
 * Spec section 4: premium only when the newest active subscription is plan_type premium, status active,
 * with an end_date set and in the future. `subscription` is that newest active one (or none).
 */
export function isPremium(subscription: PremiumFields | null | undefined, now: Date): boolean {
  return isPremiumPlan(
    subscription
      ? { planType: subscription.plan_type, status: subscription.status, endDate: subscription.end_date }
      : null,
    now
  );
}

/** A premium subscription whose end date has passed: the spec rewrites it to free when it is found. */
export function hasLapsed(subscription: PremiumFields, now: Date): boolean {
  return (
    subscription.plan_type === 'premium' &&
    subscription.end_date !== null &&
    subscription.end_date.getTime() <= now.getTime()
  );
}

/** The spec's rewrite of a lapsed premium: free, active, starting now, no end, updated now (amount untouched). */
export function expiredToFree(
  now: Date
): Pick<Subscription, 'plan_type' | 'status' | 'start_date' | 'end_date' | 'updated_at'> {
  return { plan_type: 'free', status: 'active', start_date: now, end_date: null, updated_at: now };
}

// Calendar months are counted on the Indian calendar (TIME_ZONE Asia/Kolkata). India has kept one fixed offset (UTC+05:30, no daylight saving) since 1945, so calendar arithmetic on the
// Indian date is a shift, the UTC calendar operation, and the shift back.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The same time `months` calendar months later on the Indian calendar; a day the target month lacks
 * becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addCalendarMonths(from: Date, months: number): Date {
  const local = new Date(from.getTime() + IST_OFFSET_MS);
  const day = local.getUTCDate();
  const target = new Date(local.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() - IST_OFFSET_MS);
}

/** The welcome offer (docs/product-rules.md#welcome-offer): premium, active, amount 0, ending one calendar month later. */
export function welcomeOffer(registeredAt: Date) {
  return {
    plan_type: 'premium' as const,
    status: 'active' as const,
    start_date: registeredAt,
    end_date: addCalendarMonths(registeredAt, WELCOME_OFFER_MONTHS),
    amount: WELCOME_OFFER_AMOUNT_INR
  };
}

/** Members are told this many days before their premium ends (docs/product-rules.md#notifications). */
export const EXPIRING_NOTICE_DAYS = 3;

/** The latest end date the expiring-premium notice covers at `now`. */
export function expiringNoticeHorizon(now: Date): Date {
  return new Date(now.getTime() + EXPIRING_NOTICE_DAYS * 24 * 60 * 60 * 1000);
}
