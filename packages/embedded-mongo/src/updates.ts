import { ObjectId } from 'bson';
import { updateOne } from 'mingo';
import type { Options } from 'mingo/types';
import { badValue, CommandError } from './errors';
import { isPlainObject, plainDocument, type TypeHints } from './types';
import { keyOf } from './storage/keys';
import { cloneDoc } from './update/clone';
import { compileOperators, type CompiledUpdate, UPDATE_OPERATORS } from './update/compile';

export { cloneDoc };

type Doc = Record<string, unknown>;

export interface UpdateOptions {
  arrayFilters?: Doc[];
  /** The query that selected the document: needed for the positional `$` operator. */
  filter?: Doc;
  /** True when the document is being created by an upsert: `$setOnInsert` applies. */
  inserting?: boolean;
  mingo?: Partial<Options>;
}

const immutableId = () =>
  new CommandError(
    66,
    'ImmutableField',
    "Performing an update on the path '_id' would modify the immutable field '_id'"
  );

export function isOperatorUpdate(update: unknown): update is Doc {
  return isPlainObject(update) && Object.keys(update).some((key) => key.startsWith('$'));
}

/** Applies an update (operators, replacement or pipeline) to a copy of `doc`. */
export function applyUpdate(
  doc: Doc,
  update: unknown,
  options: UpdateOptions = {}
): { doc: Doc; modified: boolean } {
  return applyUpdates([doc], update, options)[0]!;
}

/** Applies one update to copies of many documents; an operator update is checked and compiled once for all of them. */
export function applyUpdates(
  docs: Doc[],
  update: unknown,
  options: UpdateOptions = {}
): { doc: Doc; modified: boolean }[] {
  const compiled = isOperatorUpdate(update) ? compile(update, options) : undefined;
  return docs.map((doc) => {
    const before = keyOf(doc);
    const next = compiled ? run(compiled, doc, options.filter) : replaceOrPipeline(doc, update, options);
    if (doc._id !== undefined && keyOf(next._id) !== keyOf(doc._id)) throw immutableId();
    return { doc: next, modified: keyOf(next) !== before };
  });
}

function compile(update: Doc, options: UpdateOptions): CompiledUpdate {
  return compileOperators(prepareModifier(update, options.inserting), options.arrayFilters, options.mingo);
}

function run(compiled: CompiledUpdate, doc: Doc, filter: Doc | undefined): Doc {
  const next = cloneDoc(doc);
  compiled(next, filter);
  return next;
}

function replaceOrPipeline(doc: Doc, update: unknown, options: UpdateOptions): Doc {
  if (Array.isArray(update)) {
    const holder = [cloneDoc(doc)];
    updateOne(holder, {}, update, {}, options.mingo);
    return holder[0] as Doc;
  }
  if (!isPlainObject(update)) throw badValue('update must be an object or a pipeline');
  if (update._id !== undefined && doc._id !== undefined && keyOf(update._id) !== keyOf(doc._id))
    throw immutableId();
  return doc._id === undefined ? { ...update } : { _id: doc._id, ...update };
}

/** Drops `$setOnInsert` (or folds it into `$set` for an insert) and rejects unknown operators. */
function prepareModifier(update: Doc, inserting?: boolean): Doc {
  const { $setOnInsert, ...modifier } = update;
  if (inserting && isPlainObject($setOnInsert))
    modifier.$set = { ...(modifier.$set as Doc), ...$setOnInsert };
  for (const op of Object.keys(modifier)) if (!UPDATE_OPERATORS.has(op)) throw unknownModifier(op);
  return modifier;
}

const unknownModifier = (op: string) =>
  new CommandError(
    9,
    'FailedToParse',
    `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`
  );

/** The document an upsert starts from: the filter's equality conditions. */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const visit = (conditions: Doc) => {
    for (const [key, condition] of Object.entries(conditions)) {
      if (key === '$and' && Array.isArray(condition))
        condition.forEach((part) => isPlainObject(part) && visit(part));
      if (key.startsWith('$')) continue;
      if (isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith('$'))) {
        if ('$eq' in condition) setPath(seed, key, cloneDoc(condition.$eq));
        continue;
      }
      setPath(seed, key, cloneDoc(condition));
    }
  };
  visit(filter);
  return seed;
}

/** Builds the document an upsert inserts, with a server-generated _id placed first if needed. */
export function upsertDocument(filter: Doc, update: unknown, options: UpdateOptions): Doc {
  const seed = upsertSeed(filter);
  const replacing = !Array.isArray(update) && !isOperatorUpdate(update);
  const base = replacing ? (seed._id === undefined ? {} : { _id: seed._id }) : seed;
  const { doc } = applyUpdate(base, update, { ...options, inserting: true, filter: undefined });
  return doc._id === undefined ? { _id: new ObjectId(), ...doc } : doc;
}

/** Numeric type hints carried by the update's operands, by the paths they write. */
export function updateHints(rawUpdate: unknown): TypeHints | undefined {
  if (Array.isArray(rawUpdate)) return undefined;
  if (!isOperatorUpdate(rawUpdate)) return plainDocument(rawUpdate).hints;
  const hints: TypeHints = {};
  for (const op of ['$set', '$setOnInsert', '$inc', '$min', '$max', '$mul']) {
    if (isPlainObject(rawUpdate[op])) Object.assign(hints, plainDocument(rawUpdate[op]).hints);
  }
  return hints;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let current = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(current[part])) current[part] = {};
    current = current[part] as Doc;
  }
  current[parts[parts.length - 1] ?? path] = value;
}
