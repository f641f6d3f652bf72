// The member count the landing page shows (docs/product-rules.md#member-count): rounded down, so it never
// overstates, and counted at most once an hour per replica, so a busy landing page costs one count an hour.

export const MEMBER_COUNT_TTL_MS = 60 * 60 * 1000;

/** Rounded down to two significant digits: 12,345 → 12,000; 987 → 980; 7 → 7. */
export function roundedMemberCount(count: number): number {
  if (count < 100) return Math.max(0, Math.floor(count));
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.floor(count / unit) * unit;
}

/**
 * The rounded count, counted again only once `ttlMs` has passed on the injected clock. Requests that arrive while a
 * count runs share it; a count that fails is not kept, so the next request tries again.
 */
export function createMemberCountCache(
  count: () => Promise<number>,
  now: () => Date,
  ttlMs = MEMBER_COUNT_TTL_MS
) {
  let kept: { value: Promise<number>; countedAt: number } | null = null;
  return function memberCount(): Promise<number> {
    const at = now().getTime();
    if (kept && at - kept.countedAt < ttlMs) return kept.value;
    const value = count().then(roundedMemberCount);
    const entry = { value, countedAt: at };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
