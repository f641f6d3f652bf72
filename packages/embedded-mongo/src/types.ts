import { type BSONRegExp, Double, type Int32, Long } from 'bson';

/**
 * Numeric types that a plain JS number cannot carry, by dotted path. bson turns int32 and
 * double into the same JS number, and mingo only compares plain numbers, so documents are
 * stored as plain values plus these hints and re-wrapped on the way out.
 */
export type TypeHints = Record<string, 'double' | 'long'>;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function bsonType(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null
    ? (value as { _bsontype?: string })._bsontype
    : undefined;
}

/** Converts a value decoded with `promoteValues:false` into the form mingo understands. */
export function toPlain(value: unknown, hints?: TypeHints, path = ''): unknown {
  switch (bsonType(value)) {
    case 'Int32':
      return (value as Int32).value;
    case 'Double': {
      const n = (value as Double).value;
      if (hints && Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX) hints[path] = 'double';
      return n;
    }
    case 'Long': {
      const long = value as Long;
      const n = long.toNumber();
      if (!Number.isSafeInteger(n)) return long;
      if (hints) hints[path] = 'long';
      return n;
    }
    case 'BSONRegExp': {
      const re = value as BSONRegExp;
      return new RegExp(re.pattern, re.options.replace(/[^gimsuy]/g, ''));
    }
  }
  if (Array.isArray(value)) return value.map((item, i) => toPlain(item, hints, join(path, String(i))));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = toPlain(item, hints, join(path, key));
    return out;
  }
  return value;
}

/** Normalises a document and collects its hints; returns hints only when there are any. */
export function plainDocument(raw: unknown): { doc: Record<string, unknown>; hints?: TypeHints } {
  const hints: TypeHints = {};
  const doc = toPlain(raw, hints) as Record<string, unknown>;
  return Object.keys(hints).length ? { doc, hints } : { doc };
}

/** Re-applies numeric hints so a document leaves with the types it arrived with. */
export function withTypes(doc: Record<string, unknown>, hints?: TypeHints): Record<string, unknown> {
  if (!hints) return doc;
  let out = doc;
  for (const [path, type] of Object.entries(hints)) out = setWrapped(out, path.split('.'), type);
  return out;
}

function setWrapped(
  container: Record<string, unknown>,
  parts: string[],
  type: 'double' | 'long'
): Record<string, unknown> {
  const [head = '', ...rest] = parts;
  const current = (container as Record<string, unknown>)[head];
  let replacement: unknown;
  if (rest.length === 0) {
    if (typeof current !== 'number') return container;
    replacement = type === 'double' ? new Double(current) : Long.fromNumber(current);
  } else {
    if (typeof current !== 'object' || current === null) return container;
    replacement = setWrapped(current as Record<string, unknown>, rest, type);
    if (replacement === current) return container;
  }
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string, unknown>;
  copy[head] = replacement;
  return copy;
}

/** Keeps the hints whose path still holds a number, adding any hints for newly written paths. */
export function refreshHints(
  doc: Record<string, unknown>,
  ...sources: (TypeHints | undefined)[]
): TypeHints | undefined {
  const out: TypeHints = {};
  for (const source of sources) {
    for (const [path, type] of Object.entries(source ?? {})) {
      if (typeof getPath(doc, path) === 'number') out[path] = type;
    }
  }
  return Object.keys(out).length ? out : undefined;
}

export function getPath(doc: unknown, path: string): unknown {
  let current = doc;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
