import type { Options } from 'mingo/types';
import { withBsonContext, withBsonTypes } from './bson-type-operator';
import type { CollationSpec } from './collation';
import type { ComparisonTest } from './compare-operator';
import { CommandError } from './errors';
import { isPlainObject } from './types';

type Doc = Record<string, unknown>;

const RANGE = new Set(['$gt', '$gte', '$lt', '$lte']);
const EQUALITY = new Set(['$eq', '$ne']);
const isBinary = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { _bsontype?: string })._bsontype === 'Binary';
const isOperatorObject = (value: unknown): value is Doc =>
  isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));

/** MongoDB answers these from an index the embedded server never builds: its errors, never a scan's wrong answer. */
function refuseIndexOnly(key: string, condition: unknown): void {
  if (key === '$text') throw new CommandError(27, 'IndexNotFound', 'text index required for $text query');
  if (isOperatorObject(condition) && ('$near' in condition || '$nearSphere' in condition)) {
    throw new CommandError(
      291,
      'NoQueryExecutionPlans',
      'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query'
    );
  }
}

/**
 * The comparisons of one field's condition that mingo would get wrong, as `$bsonCompare` tests: ranges
 * on BinData, and string comparisons under a collation. The rest of the condition is left to mingo.
 */
function compareTests(
  condition: unknown,
  collation?: CollationSpec
): { tests: ComparisonTest[]; rest: unknown } {
  const tests: ComparisonTest[] = [];
  if (!isOperatorObject(condition)) {
    if (collation && typeof condition === 'string') tests.push(['$eq', condition]);
    return tests.length ? { tests, rest: undefined } : { tests, rest: condition };
  }
  const rest: Doc = {};
  for (const [op, operand] of Object.entries(condition)) {
    const stringTest = collation && (RANGE.has(op) || EQUALITY.has(op)) && typeof operand === 'string';
    const stringList =
      collation &&
      (op === '$in' || op === '$nin') &&
      Array.isArray(operand) &&
      operand.length &&
      operand.every((item) => typeof item === 'string');
    if (stringTest || stringList || (RANGE.has(op) && isBinary(operand))) tests.push([op, operand]);
    else rest[op] = operand;
  }
  return { tests, rest: Object.keys(rest).length ? rest : undefined };
}

/** `{f: {$all: [a, b]}}` is `{$and: [{f: a}, {f: b}]}` (MongoDB's definition, which also matches a scalar `f`). */
function allAsAnd(field: string, values: unknown[]): Doc[] {
  if (!values.length) return [{ [field]: { $in: [] } }];
  return values.map((value) => ({
    [field]: isPlainObject(value) && '$elemMatch' in value ? value : { $eq: value }
  }));
}

function rewrite(filter: Doc, collation?: CollationSpec): Doc {
  let changed = false;
  const out: Doc = {};
  const lifted: Doc[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    refuseIndexOnly(key, condition);
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(condition)) {
      const parts = condition.map((part) => (isPlainObject(part) ? rewrite(part, collation) : part));
      changed ||= parts.some((part, i) => part !== condition[i]);
      out[key] = parts;
      continue;
    }
    if (key.startsWith('$')) {
      out[key] = condition;
      continue;
    }
    let remaining = condition;
    if (isOperatorObject(condition) && Array.isArray(condition.$all)) {
      const { $all: all, ...others } = condition;
      lifted.push(...allAsAnd(key, all as unknown[]).map((part) => rewrite(part, collation)));
      remaining = Object.keys(others).length ? others : undefined;
      changed = true;
    }
    const { tests, rest } = compareTests(remaining, collation);
    if (tests.length) {
      changed = true;
      out[key] = {
        ...(isPlainObject(rest) ? rest : rest === undefined ? {} : { $eq: rest }),
        $bsonCompare: { tests, collation }
      };
    } else if (remaining !== undefined) out[key] = remaining;
  }
  if (lifted.length) out.$and = [...((out.$and as Doc[] | undefined) ?? []), ...lifted];
  return changed ? out : filter;
}

/** A collation that changes comparisons, or undefined for none and `simple`. */
export function collationOf(value: unknown): CollationSpec | undefined {
  return isPlainObject(value) && typeof value.locale === 'string' && value.locale !== 'simple'
    ? (value as unknown as CollationSpec)
    : undefined;
}

/**
 * The filter mingo runs, with the server's own operators where mingo differs from MongoDB, and the
 * options that register them; the very same objects when nothing needed rewriting.
 */
export function prepareFilter(
  filter: Doc,
  options: Partial<Options> | undefined,
  collation?: CollationSpec
): { filter: Doc; options: Partial<Options> | undefined } {
  const rewritten = withBsonTypes(rewrite(filter, collation));
  return rewritten === filter
    ? { filter, options }
    : { filter: rewritten, options: withBsonContext(options) };
}
