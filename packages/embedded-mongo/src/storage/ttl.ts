import type { Catalog } from './catalog';
import { getPath } from '../types';

/** Deletes documents whose TTL-indexed date is older than `expireAfterSeconds`, as MongoDB's TTL monitor does. */
export function sweepExpired(catalog: Catalog, now = Date.now()): number {
  let removed = 0;
  for (const collection of catalog.all()) {
    for (const spec of collection.indexes) {
      const [field, ...others] = Object.keys(spec.key);
      if (typeof spec.expireAfterSeconds !== 'number' || !field || others.length) continue;
      const cutoff = now - spec.expireAfterSeconds * 1000;
      const expired = collection.documents().filter((doc) => {
        const value = getPath(doc, field);
        const dates = (Array.isArray(value) ? value : [value]).filter((v): v is Date => v instanceof Date);
        return dates.length > 0 && Math.min(...dates.map((d) => d.getTime())) <= cutoff;
      });
      for (const doc of expired) if (collection.remove(doc._id)) removed++;
    }
  }
  return removed;
}
