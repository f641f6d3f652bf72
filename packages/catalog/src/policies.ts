// The published policies' versions: the date each was last changed, shown as "Last updated" on its page and
// recorded with a member's consent at registration (svc-identity). Change the date with the text.
import { monthName, type DateLocale } from './date-format';

/** /terms-of-service */
export const TERMS_VERSION = '2026-11-21';
/** /privacy-policy */
export const PRIVACY_VERSION = '2026-11-26';
/** /refund-policy */
export const REFUND_POLICY_VERSION = '2026-11-21';

/** '2026-11-21' as the pages show it: '21 November 2026' ('21 नवंबर 2026' with locale 'hi'). */
export function policyDateLabel(version: string, locale?: DateLocale): string {
  const [year, month, day] = version.split('-').map(Number);
  return `${day} ${monthName(month!, { locale, long: true })} ${year}`;
}
