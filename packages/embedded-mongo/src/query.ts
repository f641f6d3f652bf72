import { Query } from 'mingo';
import type { Options } from 'mingo/types';
import type { Catalog } from './storage/catalog';
import type { Collection } from './storage/collection';
import { cloneDoc } from './updates';
import { isPlainObject, withTypes } from './types';
import { withBsonContext, withBsonTypes } from './bson-type-operator';

type Doc = Record<string, unknown>;

/** mingo options for one database: `$lookup`/`$unionWith` resolve collections through the catalog. */
export function mingoOptions(catalog: Catalog, db: string): Partial<Options> {
  // Copies: mingo stages may modify nested objects of their input in place.
  return { idKey: '_id', collectionResolver: (name: string) => (catalog.get(db, name)?.documents() ?? []).map(cloneDoc) };
}

const isPlainIdValue = (value: unknown) =>
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  value instanceof Date ||
  (typeof value === 'object' && value !== null && (value as { _bsontype?: string })._bsontype === 'ObjectId');

/**
 * `{_id: v}`, `{_id: {$eq: v}}` or `{_id: {$in: [...]}}` of strings, numbers, dates or ObjectIds: the _id map
 * answers these exactly, so no document needs testing (mingo tested each found document against every
 * value of a long $in: a 400-id lookup was 160,000 comparisons).
 */
function answeredByIdMap(filter: Doc): boolean {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== '_id') return false;
  const condition = filter._id;
  if (isPlainIdValue(condition)) return true;
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return false;
  const operators = Object.keys(condition);
  if (operators.length !== 1) return false;
  const { $eq: eq, $in: list } = condition as { $eq?: unknown; $in?: unknown };
  if (operators[0] === '$eq') return isPlainIdValue(eq);
  return operators[0] === '$in' && Array.isArray(list) && list.every(isPlainIdValue);
}

/** Documents of `collection` matching `filter`, in natural order, using map lookups where possible. */
export function matching(collection: Collection | undefined, filter: Doc = {}, options?: Partial<Options>): Doc[] {
  if (!collection) return [];
  const candidates = collection.candidates(filter);
  if (!Object.keys(filter).length || answeredByIdMap(filter)) return candidates;
  const rewritten = withBsonTypes(filter);
  const query = new Query(rewritten, rewritten === filter ? options : withBsonContext(options));
  return candidates.filter((doc) => query.test(doc));
}

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  projection?: Doc;
  skip?: number;
  limit?: number;
}

/**
 * Walks an index already in sort order (see Collection.orderedCandidates), testing each document and
 * stopping once `skip + limit` match: no sort, and no test of documents past the page.
 */
function orderedMatches(collection: Collection, spec: FindSpec, sort: Doc, options?: Partial<Options>): Doc[] | undefined {
  const filter = spec.filter ?? {};
  const ordered = collection.orderedCandidates(filter, sort);
  if (!ordered) return undefined;
  const wanted = spec.limit ? (spec.skip ?? 0) + spec.limit : Infinity;
  const rewritten = withBsonTypes(filter);
  const query = Object.keys(filter).length ? new Query(rewritten, rewritten === filter ? options : withBsonContext(options)) : undefined;
  const out: Doc[] = [];
  for (const doc of ordered) {
    if (query && !query.test(doc)) continue;
    out.push(doc);
    if (out.length >= wanted) break;
  }
  return out.slice(spec.skip ?? 0);
}

export function runFind(collection: Collection | undefined, spec: FindSpec, options?: Partial<Options>): Doc[] {
  const projection = spec.projection && Object.keys(spec.projection).length ? spec.projection : undefined;
  const { $natural: natural, ...fields } = spec.sort ?? {};
  const sort = Object.keys(fields).length ? fields : undefined;
  const viaIndex = collection && sort && natural === undefined ? orderedMatches(collection, spec, sort, options) : undefined;
  if (viaIndex) return projection ? project(viaIndex.map((doc) => withTypes(doc, collection?.hintsOf(doc))), projection, options) : viaIndex;
  let docs = matching(collection, spec.filter, options);
  // {$natural: -1} is reverse insertion order, which is the order documents are kept in.
  if (natural === -1 && !sort) docs = [...docs].reverse();
  if (!projection && !sort) {
    const start = spec.skip ?? 0;
    return docs.slice(start, spec.limit ? start + spec.limit : undefined);
  }
  // A Query, not mingo's find(): find() prepares its options twice, merging mingo's operator tables a second time.
  let cursor = new Query({}, options).find<Doc>(docs);
  if (sort) cursor = cursor.sort(sort);
  if (spec.skip) cursor = cursor.skip(spec.skip);
  if (spec.limit) cursor = cursor.limit(spec.limit);
  const selected = cursor.all();
  if (!projection) return selected;
  // Types are restored before projecting, so they survive even when _id is projected away.
  return project(selected.map((doc) => withTypes(doc, collection?.hintsOf(doc))), projection, options);
}

/** Applies a find-style projection to copies: mingo's exclusion of nested paths edits its input. */
export function project(docs: Doc[], projection: Doc, options?: Partial<Options>): Doc[] {
  return projectPlain(docs, projection) ?? new Query({}, options).find<Doc>(docs.map(cloneDoc), projection).all().map(idFirst);
}

/**
 * The common projections as plain key picking, without cloning whole documents through mingo: `{ field: 0, ... }`
 * on top-level fields, or `{ field: 1, 'field.sub': 1, ... }` (a card's `photos.id`); undefined for anything
 * else (operators, nested exclusions, colliding paths: mingo answers or refuses those).
 */
function projectPlain(docs: Doc[], projection: Doc): Doc[] | undefined {
  const entries = Object.entries(projection);
  if (!entries.every(([key, value]) => !key.startsWith('$') && (value === 0 || value === 1 || value === true || value === false))) return undefined;
  const included = entries.filter(([key, value]) => key !== '_id' && (value === 1 || value === true)).map(([key]) => key);
  const excluded = new Set(entries.filter(([key, value]) => key !== '_id' && (value === 0 || value === false)).map(([key]) => key));
  // MongoDB refuses mixing inclusion and exclusion (other than _id); leave that case to mingo's error.
  if (included.length && excluded.size) return undefined;
  if ([...excluded].some((key) => key.includes('.'))) return undefined;
  const tree = inclusionTree(included);
  if (!tree) return undefined;
  const keepId = projection._id === undefined || projection._id === 1 || projection._id === true;
  return docs.map((doc) => {
    const out: Doc = {};
    if (keepId && '_id' in doc) out._id = doc._id;
    if (included.length) return Object.assign(out, pick(doc, tree));
    // Fields keep the document's order, as in MongoDB.
    for (const key of Object.keys(doc)) if (key !== '_id' && !excluded.has(key)) out[key] = doc[key];
    return out;
  });
}

/** Included paths as a tree (`a.b` → a → b); true marks a field kept whole. Undefined when paths collide. */
type PathTree = Map<string, PathTree | true>;

function inclusionTree(paths: string[]): PathTree | undefined {
  const root: PathTree = new Map();
  for (const path of paths) {
    const parts = path.split('.');
    if (parts[0] === '_id' || parts.some((part) => part === '' || part.startsWith('$'))) return undefined;
    let node = root;
    for (const [index, part] of parts.entries()) {
      const existing = node.get(part);
      if (index === parts.length - 1) {
        if (existing !== undefined) return undefined;
        node.set(part, true);
      } else {
        if (existing === true) return undefined;
        const child: PathTree = existing ?? new Map();
        node.set(part, child);
        node = child;
      }
    }
  }
  return root;
}

/** The document's fields the tree includes, in the document's order. */
function pick(doc: Doc, tree: PathTree): Doc {
  const out: Doc = {};
  for (const key of Object.keys(doc)) {
    const rule = tree.get(key);
    if (rule === true) out[key] = doc[key];
    else if (rule) {
      const inner = pickWithin(doc[key], rule);
      if (inner !== undefined) out[key] = inner;
    }
  }
  return out;
}

/**
 * A sub-path's inclusion inside a value, as MongoDB applies it: a subdocument keeps the included fields
 * (possibly none), an array keeps its subdocuments (and arrays) so projected and drops other elements, and
 * any other value is left out.
 */
function pickWithin(value: unknown, tree: PathTree): unknown {
  if (Array.isArray(value)) return value.flatMap((element) => (Array.isArray(element) || isPlainObject(element) ? [pickWithin(element, tree)] : []));
  return isPlainObject(value) ? pick(value, tree) : undefined;
}

/** mingo's projection appends _id last; MongoDB keeps it first. */
export function idFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (!('_id' in doc) || keys[0] === '_id') return doc;
  const out: Doc = { _id: doc._id };
  for (const key of keys) if (key !== '_id') out[key] = doc[key];
  return out;
}
