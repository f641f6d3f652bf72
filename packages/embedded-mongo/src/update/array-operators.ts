import { Query } from 'mingo';
import type { Options } from 'mingo/types';
import { badValue } from '../errors';
import { compareValues } from '../storage/compare';
import { keyOf } from '../storage/keys';
import { getPath, isPlainObject } from '../types';
import { cloneDoc } from './clone';
import { inDocument, typeMismatch, typeName, type FieldContext, type UpdateOperator } from './operator';
import { assign, type Target, valueAt } from './paths';

/** The array a field holds, a new empty one when it is missing, or MongoDB's error for anything else. */
function arrayAt(target: Target, { doc, field }: FieldContext, operator: string): unknown[] {
  const current = valueAt(target);
  if (current === undefined) return [];
  if (Array.isArray(current)) return current;
  if (operator === '$addToSet')
    throw badValue(
      `Cannot apply $addToSet to non-array field. Field named '${field}' has non-array type ${typeName(current)}`
    );
  throw badValue(
    `The field '${field}' must be an array but is of type ${typeName(current)} in document ${inDocument(doc)}`
  );
}

/** `$each` values of `$push`/`$addToSet`, or the operand itself. */
const eachOf = (operand: unknown): unknown[] =>
  isPlainObject(operand) && '$each' in operand ? (operand.$each as unknown[]) : [operand];

function sorter(spec: unknown): (a: unknown, b: unknown) => number {
  if (typeof spec === 'number') return (a, b) => spec * compareValues(a, b);
  if (!isPlainObject(spec))
    throw badValue(
      'The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields'
    );
  const fields = Object.entries(spec).map(
    ([path, direction]) => [path, Number(direction) < 0 ? -1 : 1] as const
  );
  return (a, b) => {
    for (const [path, direction] of fields) {
      const order = compareValues(getPath(a, path), getPath(b, path));
      if (order) return direction * order;
    }
    return 0;
  };
}

/** MongoDB's $pull matching: a document condition tests elements as documents, an operator condition tests each element as a value. */
const LOGICAL = new Set([
  '$and',
  '$or',
  '$nor',
  '$expr',
  '$where',
  '$comment',
  '$jsonSchema',
  '$alwaysTrue',
  '$alwaysFalse'
]);
function pullMatcher(condition: unknown, options?: Partial<Options>): (element: unknown) => boolean {
  const first = isPlainObject(condition) ? Object.keys(condition)[0] : undefined;
  if (isPlainObject(condition) && first !== undefined && (!first.startsWith('$') || LOGICAL.has(first))) {
    const query = new Query(condition, options);
    return (element) => isPlainObject(element) && query.test(element);
  }
  if (isPlainObject(condition) || condition instanceof RegExp) {
    const query = new Query({ value: condition }, options);
    return (element) => query.test({ value: element });
  }
  const wanted = keyOf(condition);
  return (element) => keyOf(element) === wanted;
}

const culling = (
  prepare: (operand: unknown, path: string, options?: Partial<Options>) => (element: unknown) => boolean
): UpdateOperator => ({
  creates: false,
  prepare(operand, path, options) {
    const removes = prepare(operand, path, options);
    return (target) => {
      const current = valueAt(target);
      if (current === undefined) return;
      if (!Array.isArray(current)) throw badValue('Cannot apply $pull to a non-array value');
      const kept = current.filter((element) => !removes(element));
      if (kept.length !== current.length) assign(target, kept);
    };
  }
});

/** The operators that change an array field. */
export const arrayOperators: Record<string, UpdateOperator> = {
  $push: {
    creates: true,
    prepare(operand) {
      const each = eachOf(operand);
      if (!Array.isArray(each)) throw badValue('The argument to $each in $push must be an array');
      const modifiers = isPlainObject(operand) && '$each' in operand ? operand : {};
      const {
        $position: position,
        $slice: slice,
        $sort: sort
      } = modifiers as { $position?: number; $slice?: number; $sort?: unknown };
      const order = sort === undefined ? undefined : sorter(sort);
      return (target, context) => {
        const next = [...arrayAt(target, context, '$push')];
        const at =
          position === undefined
            ? next.length
            : position < 0
              ? Math.max(0, next.length + position)
              : Math.min(position, next.length);
        next.splice(at, 0, ...each.map(cloneDoc));
        if (order) next.sort(order);
        assign(
          target,
          slice === undefined
            ? next
            : slice < 0
              ? next.slice(Math.max(0, next.length + slice))
              : next.slice(0, slice)
        );
      };
    }
  },
  $addToSet: {
    creates: true,
    prepare(operand) {
      const each = eachOf(operand);
      if (!Array.isArray(each)) throw badValue('The argument to $each in $addToSet must be an array');
      return (target, context) => {
        const next = [...arrayAt(target, context, '$addToSet')];
        const present = new Set(next.map((element) => keyOf(element)));
        for (const value of each) {
          if (present.has(keyOf(value))) continue;
          present.add(keyOf(value));
          next.push(cloneDoc(value));
        }
        assign(target, next);
      };
    }
  },
  $pop: {
    creates: false,
    prepare(operand) {
      if (operand !== 1 && operand !== -1) throw badValue(`$pop expects 1 or -1, found: ${String(operand)}`);
      return (target, { field }) => {
        const current = valueAt(target);
        if (current === undefined) return;
        if (!Array.isArray(current))
          throw typeMismatch(`Path '${field}' contains an element of non-array type '${typeName(current)}'`);
        if (current.length) assign(target, operand === 1 ? current.slice(0, -1) : current.slice(1));
      };
    }
  },
  $pull: culling((condition, _path, options) => pullMatcher(condition, options)),
  $pullAll: culling((values) => {
    if (!Array.isArray(values))
      throw badValue(`$pullAll requires an array argument but was given a ${typeName(values)}`);
    const keys = new Set(values.map((value) => keyOf(value)));
    return (element) => keys.has(keyOf(element));
  })
};
