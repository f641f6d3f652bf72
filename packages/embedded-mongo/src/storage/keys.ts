import { isPlainObject } from '../types';

/** `tag` + length + `:` + text: self-delimiting, so keys nest without escaping. */
const sized = (tag: string, text: string) => `${tag}${text.length}:${text}`;

/**
 * A canonical string for a value, equal for values MongoDB treats as equal in an index
 * (1 and 1.0 are the same key; {a,b} and {b,a} are not). Used for the _id map and unique maps.
 * Every part is self-delimiting (texts carry their length), never escaped: escaping nested keys
 * again at each level made the key grow exponentially with the nesting depth.
 */
export function keyOf(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  switch (typeof value) {
    case 'number':
      return `n:${value}`;
    case 'string':
      return sized('s', value);
    case 'boolean':
      return `b:${value}`;
    case 'bigint':
      return `n:${value}`;
  }
  if (value instanceof Date) return `t:${value.getTime()}`;
  if (value instanceof RegExp) return sized('r', String(value));
  if (Array.isArray(value)) return `a[${value.map(keyOf).join(',')}]`;
  if (isPlainObject(value))
    return `o{${Object.entries(value)
      .map(([k, v]) => `${sized('', k)}${keyOf(v)}`)
      .join(',')}}`;
  const tagged = value as {
    _bsontype?: string;
    toHexString?: () => string;
    toString(encoding?: string): string;
  };
  switch (tagged._bsontype) {
    case 'ObjectId':
      return `i:${tagged.toHexString!()}`;
    case 'Long':
    case 'Decimal128':
      return `n:${tagged.toString()}`;
    case 'Binary':
      return `x:${(value as { sub_type: number }).sub_type}:${tagged.toString('base64')}`;
  }
  return sized(tagged._bsontype ?? 'other', String(value));
}

/** Formats a value the way MongoDB prints it inside an E11000 message. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  const tagged = value as { _bsontype?: string; toHexString?: () => string };
  if (tagged._bsontype === 'ObjectId') return `ObjectId('${tagged.toHexString!()}')`;
  if (Array.isArray(value)) return `[ ${value.map(showValue).join(', ')} ]`;
  if (isPlainObject(value))
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${showValue(v)}`)
      .join(', ')} }`;
  return String(value);
}

/**
 * The values an index holds for `path` in `doc`, as MongoDB computes them for multikey
 * indexes: arrays along the path fan out, a leaf array contributes each element (and itself
 * when `withArrays`), and a missing value is `undefined` (indexed like null).
 */
export function indexValues(doc: unknown, path: string, withArrays = false): unknown[] {
  const out: unknown[] = [];
  const walk = (value: unknown, parts: string[]) => {
    if (!parts.length) {
      if (!Array.isArray(value)) return void out.push(value);
      if (withArrays) out.push(value);
      if (!value.length) out.push(undefined);
      for (const item of value) out.push(item);
      return;
    }
    const [head = '', ...rest] = parts;
    if (Array.isArray(value)) {
      if (/^\d+$/.test(head)) return walk(value[Number(head)], rest);
      if (!value.length) return walk(undefined, rest);
      for (const item of value) walk(item, parts);
      return;
    }
    if (typeof value !== 'object' || value === null) return walk(undefined, rest);
    walk((value as Record<string, unknown>)[head], rest);
  };
  walk(doc, path.split('.'));
  return out;
}
