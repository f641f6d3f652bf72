// A search filter (filterOf's shape: equality, ranges, $in/$nin/$ne, $and/$or) tested on profiles already read by id.
// A candidate list's slice is fetched by _id alone (the _id index, or the embedded server's _id map) and filtered
// here: the same answer as adding the filter to the query, without scanning the filtered set.
import { Types } from 'mongoose';

type Filter = Record<string, unknown>;

const isOperators = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Date) &&
  !(value instanceof Types.ObjectId) &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => key.startsWith('$'));

const comparable = (value: unknown): unknown =>
  value instanceof Types.ObjectId ? value.toHexString() : value instanceof Date ? value.getTime() : value;

const equal = (a: unknown, b: unknown) => comparable(a) === comparable(b ?? null);

function meets(value: unknown, condition: unknown): boolean {
  if (!isOperators(condition)) return equal(condition, value);
  const actual = comparable(value);
  return Object.entries(condition).every(([operator, operand]) => {
    const bound = comparable(operand) as number;
    switch (operator) {
      case '$eq':
        return equal(operand, value);
      case '$ne':
        return !equal(operand, value);
      case '$in':
        return (operand as unknown[]).some((each) => equal(each, value));
      case '$nin':
        return !(operand as unknown[]).some((each) => equal(each, value));
      case '$gte':
        return typeof actual === typeof bound && actual !== null && (actual as number) >= bound;
      case '$gt':
        return typeof actual === typeof bound && actual !== null && (actual as number) > bound;
      case '$lte':
        return typeof actual === typeof bound && actual !== null && (actual as number) <= bound;
      case '$lt':
        return typeof actual === typeof bound && actual !== null && (actual as number) < bound;
      default:
        throw new Error(`filter operator ${operator} is not matched here`);
    }
  });
}

export function matchesFilter(doc: object, filter: Filter): boolean {
  const fields = doc as Record<string, unknown>;
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return (condition as Filter[]).every((each) => matchesFilter(doc, each));
    if (key === '$or') return (condition as Filter[]).some((each) => matchesFilter(doc, each));
    return meets(fields[key], condition);
  });
}

/** The fields a filter reads, as a projection. */
export function projectionOf(
  filter: Filter,
  into: Record<string, 1 | 0> = { _id: 1 }
): Record<string, 1 | 0> {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') for (const each of condition as Filter[]) projectionOf(each, into);
    else into[key] = 1;
  }
  return into;
}
