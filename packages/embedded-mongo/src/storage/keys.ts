import { isPlainObject } from '../types';

/**
 * A canonical string for a value, equal for values MongoDB treats as equal in an index
 * (1 and 1.0 are the same key; {a,b} and {b,a} are not). Used for the _id map and unique maps.
 */
export function keyOf(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  switch (typeof value) {
    case 'number':
      return `n:${value}`;
    case 'string':
      return `s:${value}`;
    case 'boolean':
      return `b:${value}`;
    case 'bigint':
      return `n:${value}`;
  }
  if (value instanceof Date) return `t:${value.getTime()}`;
  if (value instanceof RegExp) return `r:${String(value)}`;
  if (Array.isArray(value)) return `a:${JSON.stringify(value.map(keyOf))}`;
  if (isPlainObject(value)) return `o:${JSON.stringify(Object.entries(value).map(([k, v]) => [k, keyOf(v)]))}`;
  const tagged = value as { _bsontype?: string; toHexString?: () => string; toString(encoding?: string): string };
  switch (tagged._bsontype) {
    case 'ObjectId':
      return `i:${tagged.toHexString!()}`;
    case 'Long':
    case 'Decimal128':
      return `n:${tagged.toString()}`;
    case 'Binary':
      return `x:${(value as { sub_type: number }).sub_type}:${tagged.toString('base64')}`;
  }
  return `${tagged._bsontype ?? 'other'}:${String(value)}`;
}

/** Formats a value the way MongoDB prints it inside an E11000 message. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  const tagged = value as { _bsontype?: string; toHexString?: () => string };
  if (tagged._bsontype === 'ObjectId') return `ObjectId('${tagged.toHexString!()}')`;
  if (Array.isArray(value)) return `[ ${value.map(showValue).join(', ')} ]`;
  if (isPlainObject(value)) return `{ ${Object.entries(value).map(([k, v]) => `${k}: ${showValue(v)}`).join(', ')} }`;
  return String(value);
}
