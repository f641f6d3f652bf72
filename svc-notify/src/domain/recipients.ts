import { COUNTRY_CODE } from '@matrimony/catalog/constants';

/** An Indian mobile (10 digits) as SMS providers address it: +91XXXXXXXXXX. */
export function smsNumber(mobile: string): string {
  return `${COUNTRY_CODE}${mobile}`;
}

/**
 * The `to` filter of the development outbox as a person types it: a 10-digit mobile, +91 and the
 * mobile (a "+" in a query string arrives as a space), or an e-mail address (case-insensitive).
 */
export function normaliseRecipient(to: string): string {
  const trimmed = to.trim();
  const digits = trimmed.replace(/[\s+]/g, '');
  if (/^\d{10}$/.test(digits)) return smsNumber(digits);
  if (/^91\d{10}$/.test(digits)) return `+${digits}`;
  return trimmed.toLowerCase();
}
