import { getPath } from '../types';
import { compareValues, isOrderable } from './compare';
import type { IndexSpec } from './indexes';

interface Entry {
  key: unknown[];
  id: string;
}

/**
 * A compound index kept as a sorted array of (key values, _id key), so a query that fixes a prefix of
 * the index by equality and sorts by the fields that follow can walk the documents already in order and
 * stop after `skip + limit` matches, instead of testing and sorting the whole collection. Documents with
 * an array or object in an indexed field make it "unusable" (multikey ordering is left to the general
 * path); it stays correct, only unused.
 */
export class SortedIndex {
  readonly fields: { path: string; direction: 1 | -1 }[];
  private entries: Entry[] = [];
  private unorderable = 0;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.entries(spec.key).map(([path, direction]) => ({
      path,
      direction: Number(direction) < 0 ? -1 : 1
    }));
  }

  get usable(): boolean {
    return this.unorderable === 0;
  }

  private keyOf(doc: Record<string, unknown>): unknown[] {
    return this.fields.map(({ path }) => getPath(doc, path));
  }

  private compare(a: unknown[], b: unknown[]): number {
    for (let i = 0; i < this.fields.length; i += 1) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return order * this.fields[i]!.direction;
    }
    return 0;
  }

  /** First position whose entry is not before (key, id). */
  private lowerBound(key: unknown[], id: string): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const entry = this.entries[mid]!;
      const order = this.compare(entry.key, key) || (entry.id < id ? -1 : entry.id > id ? 1 : 0);
      if (order < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  add(doc: Record<string, unknown>, id: string): void {
    const key = this.keyOf(doc);
    if (!key.every(isOrderable)) this.unorderable += 1;
    this.entries.splice(this.lowerBound(key, id), 0, { key, id });
  }

  remove(doc: Record<string, unknown>, id: string): void {
    const key = this.keyOf(doc);
    if (!key.every(isOrderable)) this.unorderable -= 1;
    let at = this.lowerBound(key, id);
    // Values without an exact order (objects, arrays) may not sit where the search looks: find the id itself.
    if (this.entries[at]?.id !== id) at = this.entries.findIndex((entry) => entry.id === id);
    if (at >= 0) this.entries.splice(at, 1);
  }

  /** Where the entries with this prefix start (`after` false) or end (`after` true). */
  private boundOf(prefix: readonly unknown[], after: boolean): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const entry = this.entries[mid]!;
      let order = 0;
      for (let i = 0; i < prefix.length && order === 0; i += 1)
        order = compareValues(entry.key[i], prefix[i]) * this.fields[i]!.direction;
      if (order < 0 || (after && order === 0)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * _id keys of the entries whose first `prefix.length` fields equal `prefix`, in index order (or
   * reversed). Iterate synchronously: a write during iteration would shift the positions.
   */
  *scan(prefix: readonly unknown[], reverse: boolean): Generator<string> {
    const start = this.boundOf(prefix, false);
    const end = this.boundOf(prefix, true);
    if (reverse) for (let i = end - 1; i >= start; i -= 1) yield this.entries[i]!.id;
    else for (let i = start; i < end; i += 1) yield this.entries[i]!.id;
  }
}
