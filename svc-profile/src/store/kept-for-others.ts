/**
 * What this process keeps of other members for a while, read through in one query for the ones it lacks:
 * scoring and card badges read the same members' data page after page. This replica's own writes drop an
 * entry at once (`forget`); another replica's reach the pages within `keptMs`. A member's own data is never
 * read through this.
 */
export function keptForOthers<T>(options: { keptMs: number; max: number; clock: () => number }) {
  const kept = new Map<string, { value: T | null; at: number }>();
  return {
    /** Each member's value (null: they have none), reading the missing or expired ones with `load`. */
    async readThrough(
      userIds: readonly string[],
      load: (missing: string[]) => Promise<Map<string, T>>
    ): Promise<Map<string, T>> {
      const now = options.clock();
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const userId of userIds) {
        const entry = kept.get(userId);
        if (!entry || now - entry.at >= options.keptMs || now < entry.at) missing.push(userId);
        else if (entry.value !== null) found.set(userId, entry.value);
      }
      if (missing.length === 0) return found;
      const loaded = await load(missing);
      for (const userId of missing) {
        const value = loaded.get(userId) ?? null;
        kept.delete(userId);
        // A Map iterates oldest first: drop from the front when full.
        if (kept.size >= options.max) kept.delete(kept.keys().next().value!);
        kept.set(userId, { value, at: now });
        if (value !== null) found.set(userId, value);
      }
      return found;
    },
    forget(userId: string): void {
      kept.delete(userId);
    }
  };
}
