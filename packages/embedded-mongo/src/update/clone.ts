import { isPlainObject } from '../types';

/** Deep copy of plain objects and arrays; BSON values are immutable enough to share. */
export function cloneDoc<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDoc) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = cloneDoc(item);
    return out as T;
  }
  return value;
}
