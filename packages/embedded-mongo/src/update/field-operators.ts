import { Timestamp } from 'bson';
import { badValue } from '../errors';
import { compareValues } from '../storage/compare';
import { showValue } from '../storage/keys';
import { isPlainObject } from '../types';
import { cloneDoc } from './clone';
import { inDocument, typeMismatch, typeName, type UpdateOperator } from './operator';
import { assign, valueAt } from './paths';

const arithmetic = (
  name: string,
  verb: string,
  missing: (operand: number) => number,
  combine: (current: number, operand: number) => number
): UpdateOperator => ({
  creates: true,
  prepare(operand, path) {
    if (typeof operand !== 'number')
      throw typeMismatch(`Cannot ${verb} with non-numeric argument: {${path}: ${showValue(operand)}}`);
    return (target, { doc, field }) => {
      const current = valueAt(target);
      if (current === undefined) return assign(target, missing(operand));
      if (typeof current !== 'number') {
        throw typeMismatch(
          `Cannot apply ${name} to a value of non-numeric type. ${inDocument(doc)} has the field '${field}' of non-numeric type ${typeName(current)}`
        );
      }
      assign(target, combine(current, operand));
    };
  }
});

const bound = (keepsOperand: (order: number) => boolean): UpdateOperator => ({
  creates: true,
  prepare: (operand) => (target) => {
    const current = valueAt(target);
    if (current === undefined || keepsOperand(compareValues(operand, current)))
      assign(target, cloneDoc(operand));
  }
});

const BIT_OPERATIONS: Record<string, (a: number, b: number) => number> = {
  and: (a, b) => a & b,
  or: (a, b) => a | b,
  xor: (a, b) => a ^ b
};

/** The operators that write one field's value. */
export const fieldOperators: Record<string, UpdateOperator> = {
  $set: { creates: true, prepare: (operand) => (target) => assign(target, cloneDoc(operand)) },
  $unset: {
    creates: false,
    prepare: () => (target) => {
      const { container, key } = target;
      // An array element cannot be removed by $unset: MongoDB sets it to null.
      if (Array.isArray(container)) {
        if (Number(key) < container.length) container[Number(key)] = null;
      } else delete container[key];
    }
  },
  $inc: arithmetic(
    '$inc',
    'increment',
    (operand) => operand,
    (current, operand) => current + operand
  ),
  $mul: arithmetic(
    '$mul',
    'multiply',
    () => 0,
    (current, operand) => current * operand
  ),
  $min: bound((order) => order < 0),
  $max: bound((order) => order > 0),
  $currentDate: {
    creates: true,
    prepare(operand, path) {
      const type = isPlainObject(operand) ? operand.$type : operand === true ? 'date' : undefined;
      if (type !== 'date' && type !== 'timestamp')
        throw badValue(
          `${path} is not valid to set to a current date: expected true or {$type: 'date' | 'timestamp'}`
        );
      return (target) => {
        const now = new Date();
        assign(target, type === 'date' ? now : new Timestamp({ t: Math.floor(now.getTime() / 1000), i: 1 }));
      };
    }
  },
  $bit: {
    creates: true,
    prepare(operand, path) {
      const operations = isPlainObject(operand) ? Object.entries(operand) : [];
      if (
        !operations.length ||
        operations.some(([name, value]) => !BIT_OPERATIONS[name] || !Number.isInteger(value))
      ) {
        throw badValue(
          `The $bit modifier for '${path}' must be an object of and/or/xor with integer operands`
        );
      }
      return (target, { doc, field }) => {
        const current = valueAt(target) ?? 0;
        if (!Number.isInteger(current))
          throw typeMismatch(
            `Cannot apply $bit to a value of non-integral type. ${inDocument(doc)} has the field '${field}' of non-integer type ${typeName(current)}`
          );
        assign(
          target,
          operations.reduce(
            (value, [name, bits]) => BIT_OPERATIONS[name]!(value, bits as number),
            current as number
          )
        );
      };
    }
  }
};
