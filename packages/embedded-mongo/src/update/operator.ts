import type { Options } from 'mingo/types';
import { CommandError } from '../errors';
import { showValue } from '../storage/keys';
import { isPlainObject } from '../types';
import type { Target } from './paths';

type Doc = Record<string, unknown>;

/** What an operator knows while it changes one field. */
export interface FieldContext {
  /** The whole document, for error messages naming its _id. */
  doc: Doc;
  /** The field's name as the error messages show it. */
  field: string;
}

/** One update operator: whether it may create the field, and how it changes each field it names. */
export interface UpdateOperator {
  creates: boolean;
  /** Checks the operand once per update and returns the change to apply to each field. */
  prepare(
    operand: unknown,
    path: string,
    options?: Partial<Options>
  ): (target: Target, context: FieldContext) => void;
}

/** MongoDB's name for a value's BSON type, as its error messages print it. */
export function typeName(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  if (Array.isArray(value)) return 'array';
  if (isPlainObject(value)) return 'object';
  const bson = (value as { _bsontype?: string })._bsontype;
  const names: Record<string, string> = {
    ObjectId: 'objectId',
    Binary: 'binData',
    Long: 'long',
    Decimal128: 'decimal',
    Timestamp: 'timestamp',
    Double: 'double',
    Int32: 'int'
  };
  return names[bson ?? ''] ?? 'object';
}

export const typeMismatch = (message: string) => new CommandError(14, 'TypeMismatch', message);
export const inDocument = (doc: Doc) => `{_id: ${showValue(doc._id)}}`;
