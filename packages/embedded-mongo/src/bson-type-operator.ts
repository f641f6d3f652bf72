import { Context } from 'mingo';
import { $type as mingoType } from 'mingo/operators/query/element';
import type { AnyObject, Options } from 'mingo/types';
import { $bsonCompare } from './compare-operator';
import { indexValues } from './storage/keys';

/** BSON types mingo cannot see (it only knows JS types), by alias and by number. */
const BSON_CLASSES: Record<string, string> = {
  objectId: 'ObjectId',
  7: 'ObjectId',
  binData: 'Binary',
  5: 'Binary',
  decimal: 'Decimal128',
  19: 'Decimal128',
  long: 'Long',
  18: 'Long',
  timestamp: 'Timestamp',
  17: 'Timestamp',
  minKey: 'MinKey',
  [-1]: 'MinKey',
  maxKey: 'MaxKey',
  127: 'MaxKey',
  javascript: 'Code',
  13: 'Code'
};

const bsonClass = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { _bsontype?: string })._bsontype : undefined;

/**
 * `$type` that also recognises BSON-only types (`objectId`, `binData`, ...); everything else
 * is left to mingo's own `$type`. Registered under its own name because a custom context
 * cannot replace one of mingo's built-in operators; `withBsonTypes` renames queries to it.
 */
function $bsonType(selector: string, value: unknown, options: Options): (doc: AnyObject) => boolean {
  const wanted = Array.isArray(value) ? value : [value];
  const classes = new Set(wanted.flatMap((type) => BSON_CLASSES[String(type)] ?? []));
  const native = wanted.filter(
    (type) =>
      BSON_CLASSES[String(type)] === undefined ||
      type === 'long' ||
      type === 18 ||
      type === 'decimal' ||
      type === 19
  );
  const byMingo = native.length ? mingoType(selector, native, options) : () => false;
  return (doc) =>
    byMingo(doc) ||
    (classes.size > 0 && indexValues(doc, selector).some((v) => classes.has(bsonClass(v) ?? '')));
}

/** Operators layered over mingo's defaults for every query the server runs. */
export const bsonAwareContext = Context.init({ query: { $bsonType, $bsonCompare } });

const namesBsonOnlyType = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).some(
    (type) =>
      BSON_CLASSES[String(type)] !== undefined && !['long', 'decimal', '18', '19'].includes(String(type))
  );

/**
 * Rewrites `$type` conditions that name BSON-only types to `$bsonType`. Returns the very same
 * object when there is nothing to rewrite, so callers can tell whether the extra operator is needed.
 */
export function withBsonTypes<T>(filter: T): T {
  if (Array.isArray(filter)) {
    const items = filter.map(withBsonTypes);
    return (items.some((item, i) => item !== filter[i]) ? items : filter) as T;
  }
  if (typeof filter !== 'object' || filter === null || Object.getPrototypeOf(filter) !== Object.prototype)
    return filter;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const renamed = key === '$type' && namesBsonOnlyType(value) ? '$bsonType' : key;
    const rewritten = withBsonTypes(value);
    changed ||= renamed !== key || rewritten !== value;
    out[renamed] = rewritten;
  }
  return (changed ? out : filter) as T;
}

/**
 * mingo copies its whole operator table whenever options carry a context, so the extra
 * operator is added only to queries that use it.
 */
export function withBsonContext(options: Partial<Options> | undefined): Partial<Options> {
  return { ...options, context: bsonAwareContext };
}
