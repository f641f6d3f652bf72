import { ObjectId } from 'bson';
import { update as applyModifier, updateMany, updateOne } from 'mingo';
import type { Options } from 'mingo/types';
import { badValue, CommandError } from './errors';
import { isPlainObject, plainDocument, type TypeHints } from './types';
import { keyOf } from './storage/keys';

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
  new CommandError(66, 'ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");

export function isOperatorUpdate(update: unknown): update is Doc {
  return isPlainObject(update) && Object.keys(update).some((key) => key.startsWith('$'));
}

/** Deep copy of plain objects and arrays; BSON values are immutable enough to share. */
export function cloneDoc<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDoc) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const [key, item] of Object.entries(value)) out[key] = cloneDoc(item);
    return out as T;
  }
  return value;
}

/** Applies an update (operators, replacement or pipeline) to a copy of `doc`. */
export function applyUpdate(doc: Doc, update: unknown, options: UpdateOptions = {}): { doc: Doc; modified: boolean } {
  const before = keyOf(doc);
  let next: Doc;
  if (Array.isArray(update)) {
    const holder = [cloneDoc(doc)];
    updateOne(holder, {}, update, {}, options.mingo);
    next = holder[0] as Doc;
  } else if (isOperatorUpdate(update)) {
    next = cloneDoc(doc);
    const modifier = prepareModifier(update, options.inserting);
    // MongoDB accepts `$set: {_id}` with the current value (mongoose sends it); mingo refuses any _id write.
    if (isPlainObject(modifier.$set) && doc._id !== undefined && '_id' in modifier.$set) {
      if (keyOf(modifier.$set._id) !== keyOf(doc._id)) throw immutableId();
      const { _id: _same, ...rest } = modifier.$set;
      if (Object.keys(rest).length) modifier.$set = rest;
      else delete modifier.$set;
    }
    // The query is only needed to resolve a positional `$`; mingo re-runs it per document otherwise.
    const condition = usesPositional(modifier) ? options.filter : undefined;
    try {
      if (Object.keys(modifier).length) applyModifier(next, modifier, options.arrayFilters, condition, { cloneMode: 'deep', queryOptions: options.mingo });
    } catch (err) {
      throw asImmutableId(err);
    }
  } else if (isPlainObject(update)) {
    if (update._id !== undefined && doc._id !== undefined && keyOf(update._id) !== keyOf(doc._id)) throw immutableId();
    next = doc._id === undefined ? { ...update } : { _id: doc._id, ...update, };
  } else {
    throw badValue('update must be an object or a pipeline');
  }
  if (doc._id !== undefined && keyOf(next._id) !== keyOf(doc._id)) throw immutableId();
  return { doc: next, modified: keyOf(next) !== before };
}

/**
 * Applies one update to copies of many documents. Operator updates go to mingo in a single
 * call, because mingo's fixed cost per call (it rebuilds its operator tables) dwarfs the
 * per-document work; anything needing per-document handling falls back to `applyUpdate`.
 */
export function applyUpdates(docs: Doc[], update: unknown, options: UpdateOptions = {}): { doc: Doc; modified: boolean }[] {
  const perDocument = docs.length <= 1 || !isOperatorUpdate(update) || usesPositional(update) || (isPlainObject(update.$set) && '_id' in update.$set);
  if (perDocument) return docs.map((doc) => applyUpdate(doc, update, options));
  const modifier = prepareModifier(update, options.inserting);
  const copies = docs.map(cloneDoc);
  try {
    if (Object.keys(modifier).length) updateMany(copies, {}, modifier, { arrayFilters: options.arrayFilters, cloneMode: 'deep' }, options.mingo);
  } catch (err) {
    throw asImmutableId(err);
  }
  return copies.map((next, i) => {
    const before = docs[i] as Doc;
    if (keyOf(next._id) !== keyOf(before._id)) throw immutableId();
    return { doc: next, modified: keyOf(next) !== keyOf(before) };
  });
}

/** Drops `$setOnInsert` (or folds it into `$set` for an insert) and rejects unknown operators. */
function prepareModifier(update: Doc, inserting?: boolean): Doc {
  const { $setOnInsert, ...modifier } = update;
  if (inserting && isPlainObject($setOnInsert)) modifier.$set = { ...(modifier.$set as Doc), ...$setOnInsert };
  for (const op of Object.keys(modifier)) if (!SUPPORTED_OPERATORS.has(op)) throw unknownModifier(op);
  return modifier;
}

const asImmutableId = (err: unknown) => (/immutable field '_id'/.test((err as Error).message) ? immutableId() : err);

function usesPositional(modifier: Doc): boolean {
  return Object.values(modifier).some((fields) => isPlainObject(fields) && Object.keys(fields).some((path) => path.split('.').includes('$')));
}

const SUPPORTED_OPERATORS = new Set([
  '$set', '$unset', '$inc', '$mul', '$min', '$max', '$rename', '$currentDate',
  '$push', '$addToSet', '$pop', '$pull', '$pullAll', '$bit'
]);

const unknownModifier = (op: string) => new CommandError(9, 'FailedToParse', `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);

/** The document an upsert starts from: the filter's equality conditions. */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const visit = (conditions: Doc) => {
    for (const [key, condition] of Object.entries(conditions)) {
      if (key === '$and' && Array.isArray(condition)) condition.forEach((part) => isPlainObject(part) && visit(part));
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
