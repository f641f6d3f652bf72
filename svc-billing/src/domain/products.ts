import { CONTACT_UNLOCK, PLANS } from '@matrimony/catalog/plans';
import { PREMIUM_PERIOD_MONTHS } from '@matrimony/catalog/constants';
import { type Product } from '@matrimony/contracts/http/billing/payments';
import { addCalendarMonths } from './subscription';

const premium = PLANS.find((plan) => plan.type === 'premium')!;

/** What a product costs and how a receipt names it: from the one plan definition, never from a client. */
export function priceOf(product: Product): { amountInr: number; amountPaise: number; item: string } {
  const amountInr = product === 'premium-month' ? premium.priceInr : CONTACT_UNLOCK.priceInr;
  const item =
    product === 'premium-month' ? `${premium.name}, ${PREMIUM_PERIOD_MONTHS} month` : CONTACT_UNLOCK.name;
  return { amountInr, amountPaise: amountInr * 100, item };
}

/**
 * The month a premium payment buys (docs/product-rules.md#buying-and-receipts): from now, or from the current end while still premium,
 * so buying early never loses a day.
 */
export function premiumPeriod(currentPremiumEnd: Date | null, now: Date): { start: Date; end: Date } {
  const start = currentPremiumEnd && currentPremiumEnd.getTime() > now.getTime() ? currentPremiumEnd : now;
  return { start, end: addCalendarMonths(start, PREMIUM_PERIOD_MONTHS) };
}

/** Receipt numbers: `MAT-<year>-<6 digits>`, sequential over all receipts. */
export function receiptNumber(sequence: number, issuedAt: Date): string {
  return `MAT-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}
