import { activeLocale, formatNumber, translate, type Locale } from '@matrimony/i18n';
import { publicMessages } from '../messages';

/** Below this the page invites the first members instead of showing a small number. */
export const MEMBER_COUNT_SHOWN_FROM = 1000;

/**
 * "12,000+ members", or "Join our first members" while there are fewer than a thousand
 * (docs/product-rules.md#member-count), in the active language with Indian digit grouping.
 */
export function memberCountText(members: number, locale: Locale = activeLocale()): string {
  return members >= MEMBER_COUNT_SHOWN_FROM
    ? translate(publicMessages, 'landing.members.count', { count: formatNumber(members, locale) })
    : translate(publicMessages, 'landing.members.first');
}
