import type { AnyObject, Options } from 'mingo/types';
import { compareValues, sameOrderType } from './storage/compare';
import { indexValues } from './storage/keys';
import { collator, type CollationSpec } from './collation';

export type ComparisonTest = [op: string, value: unknown];

/** What the rewritten filter hands `$bsonCompare`: comparisons mingo cannot make, ANDed. */
export interface CompareSpec {
  tests: ComparisonTest[];
  collation?: CollationSpec;
}

/**
 * `$bsonCompare`: range tests on values mingo orders differently from MongoDB (BinData), and string
 * comparisons under a collation. A test holds when some value at the path (each element of an array)
 * compares as asked; values of another type never do, as in MongoDB. `$ne`/`$nin` hold when no value equals.
 */
export function $bsonCompare(
  selector: string,
  value: unknown,
  _options: Options
): (doc: AnyObject) => boolean {
  const { tests, collation } = value as CompareSpec;
  const strings = collation ? collator(collation) : undefined;
  const order = (a: unknown, b: unknown): number | undefined => {
    if (!sameOrderType(a, b)) return undefined;
    return strings && typeof a === 'string' && typeof b === 'string'
      ? strings.compare(a, b)
      : compareValues(a, b);
  };
  const holds = (op: string, operand: unknown, candidate: unknown): boolean => {
    if (op === '$in') return (operand as unknown[]).some((item) => order(candidate, item) === 0);
    const o = order(candidate, operand);
    if (o === undefined) return false;
    return op === '$eq'
      ? o === 0
      : op === '$gt'
        ? o > 0
        : op === '$gte'
          ? o >= 0
          : op === '$lt'
            ? o < 0
            : o <= 0;
  };
  return (doc) => {
    const values = indexValues(doc, selector);
    return tests.every(([op, operand]) => {
      if (op === '$ne' || op === '$nin')
        return !values.some((v) => holds(op === '$ne' ? '$eq' : '$in', operand, v));
      return values.some((v) => holds(op, operand, v));
    });
  };
}
