import { Query } from 'mingo';
import type { Options } from 'mingo/types';
import type { Catalog } from './storage/catalog';
import type { Collection } from './storage/collection';
import { project } from './projection';
import { cloneDoc } from './update/clone';
import { withTypes } from './types';
import { type CollationSpec, sortByCollation } from './collation';
import { prepareFilter } from './filter-rewrite';

type Doc = Record<string, unknown>;

/** mingo options for one database: `$lookup`/`$unionWith` resolve collections through the catalog. */
export function mingoOptions(catalog: Catalog, db: string): Partial<Options> {
  // Copies: mingo stages may modify nested objects of their input in place.
  return {
    idKey: '_id',
    collectionResolver: (name: string) => (catalog.get(db, name)?.documents() ?? []).map(cloneDoc)
  };
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
export function matching(
  collection: Collection | undefined,
  filter: Doc = {},
  options?: Partial<Options>,
  collation?: CollationSpec
): Doc[] {
  if (!collection) return [];
  const prepared = prepareFilter(filter, options, collation);
  // The maps compare exactly, while under a collation strings that differ (in case, say) can be equal.
  const candidates = collation ? collection.documents() : collection.candidates(filter);
  if (!Object.keys(filter).length || (!collation && answeredByIdMap(filter))) return candidates;
  const query = new Query(prepared.filter, prepared.options);
  return candidates.filter((doc) => query.test(doc));
}

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  projection?: Doc;
  skip?: number;
  limit?: number;
  collation?: CollationSpec;
}

/**
 * Walks an index already in sort order (see Collection.orderedCandidates), testing each document and
 * stopping once `skip + limit` match: no sort, and no test of documents past the page.
 */
function orderedMatches(
  collection: Collection,
  spec: FindSpec,
  sort: Doc,
  options?: Partial<Options>
): Doc[] | undefined {
  const filter = spec.filter ?? {};
  const ordered = collection.orderedCandidates(filter, sort);
  if (!ordered) return undefined;
  const wanted = spec.limit ? (spec.skip ?? 0) + spec.limit : Infinity;
  const prepared = prepareFilter(filter, options);
  const query = Object.keys(filter).length ? new Query(prepared.filter, prepared.options) : undefined;
  const out: Doc[] = [];
  for (const doc of ordered) {
    if (query && !query.test(doc)) continue;
    out.push(doc);
    if (out.length >= wanted) break;
  }
  return out.slice(spec.skip ?? 0);
}

export function runFind(
  collection: Collection | undefined,
  spec: FindSpec,
  options?: Partial<Options>
): Doc[] {
  const projection = spec.projection && Object.keys(spec.projection).length ? spec.projection : undefined;
  const { $natural: natural, ...fields } = spec.sort ?? {};
  const sort = Object.keys(fields).length ? fields : undefined;
  // The sorted indexes hold binary string order, not a collation's.
  const viaIndex =
    collection && sort && natural === undefined && !spec.collation
      ? orderedMatches(collection, spec, sort, options)
      : undefined;
  if (viaIndex)
    return projection
      ? project(
          viaIndex.map((doc) => withTypes(doc, collection?.hintsOf(doc))),
          projection,
          options
        )
      : viaIndex;
  let docs = matching(collection, spec.filter, options, spec.collation);
  // {$natural: -1} is reverse insertion order, which is the order documents are kept in.
  if (natural === -1 && !sort) docs = [...docs].reverse();
  if (!projection && !sort) {
    const start = spec.skip ?? 0;
    return docs.slice(start, spec.limit ? start + spec.limit : undefined);
  }
  // A Query, not mingo's find(): find() prepares its options twice, merging mingo's operator tables a second time.
  if (sort && spec.collation) docs = sortByCollation(docs, sort, spec.collation);
  let cursor = new Query({}, options).find<Doc>(docs);
  if (sort && !spec.collation) cursor = cursor.sort(sort);
  if (spec.skip) cursor = cursor.skip(spec.skip);
  if (spec.limit) cursor = cursor.limit(spec.limit);
  const selected = cursor.all();
  if (!projection) return selected;
  // Types are restored before projecting, so they survive even when _id is projected away.
  return project(
    selected.map((doc) => withTypes(doc, collection?.hintsOf(doc))),
    projection,
    options
  );
}
