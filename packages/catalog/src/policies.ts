// The published policies' versions: the date each was last changed, shown as "Last updated" on its page and
// recorded with a member's consent at registration (svc-identity). Change the date with the text.
import { MONTHS } from './dates';

/** /terms-of-service */
export const TERMS_VERSION = '2026-11-21';
/** /privacy-policy */
export const PRIVACY_VERSION = '2026-11-26';
/** /refund-policy */
export const REFUND_POLICY_VERSION = '2026-11-21';

/** '2026-11-21' as the pages show it: '21 November 2026'. */
export function policyDateLabel(version: string): string {
  const [year, month, day] = version.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}
