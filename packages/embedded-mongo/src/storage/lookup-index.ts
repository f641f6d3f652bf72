import { indexValues, keyOf } from './keys';

/**
 * Equality map on the leading field of a (non-partial, non-sparse) index: value key → _id keys.
 * Lets `{field: value}` queries start from the matching documents instead of scanning.
 */
export class LookupIndex {
  private readonly entries = new Map<string, Set<string>>();

  constructor(readonly field: string) {}

  private keysOf(doc: Record<string, unknown>): string[] {
    return [...new Set(indexValues(doc, this.field, true).map((v) => keyOf(v)))];
  }

  add(doc: Record<string, unknown>, id: string): void {
    for (const key of this.keysOf(doc)) {
      let ids = this.entries.get(key);
      if (!ids) this.entries.set(key, (ids = new Set()));
      ids.add(id);
    }
  }

  remove(doc: Record<string, unknown>, id: string): void {
    for (const key of this.keysOf(doc)) {
      const ids = this.entries.get(key);
      ids?.delete(id);
      if (ids && !ids.size) this.entries.delete(key);
    }
  }

  /** _id keys of documents whose field equals `value` (a superset when paths cross arrays). */
  lookup(value: unknown): ReadonlySet<string> {
    return this.entries.get(keyOf(value)) ?? new Set();
  }
}
