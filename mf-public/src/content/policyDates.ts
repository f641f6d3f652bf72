/** When the policies last changed; update with their text. */
export const POLICIES_LAST_UPDATED = '21 November 2026';
