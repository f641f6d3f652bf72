/** Below this the page invites the first members instead of showing a small number. */
export const MEMBER_COUNT_SHOWN_FROM = 1000;

/** "12,000+ members", or "Join our first members" while there are fewer than a thousand (docs/product-rules.md#member-count). */
export function memberCountText(members: number): string {
  return members >= MEMBER_COUNT_SHOWN_FROM
    ? `${members.toLocaleString('en-IN')}+ members`
    : 'Join our first members';
}
