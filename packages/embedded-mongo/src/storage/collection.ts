import { calculateObjectSize, ObjectId } from 'bson';
import { badValue, CommandError } from '../errors';
import { isPlainObject, type TypeHints } from '../types';
import { isOrderable } from './compare';
import { LookupIndex } from './lookup-index';
import { PartialMembers } from './partial-members';
import { SortedIndex } from './sorted-index';
import { defaultIndexName, duplicateKeyError, ID_INDEX, type IndexSpec, UniqueIndex } from './indexes';
import { keyOf } from './keys';

/** MongoDB's limit on a stored document's BSON size. */
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

const UNSUPPORTED_INDEX_TYPES = new Set(['text', '2d', '2dsphere', 'geoHaystack']);

export interface StoredDoc {
  doc: Record<string, unknown>;
  hints?: TypeHints;
}

/** What a collection reports to the journal; replaying these rebuilds it. */
export type ChangeRecord =
  | { op: 'put'; doc: Record<string, unknown>; hints?: TypeHints }
  | { op: 'del'; id: unknown }
  | { op: 'createIndex'; spec: IndexSpec }
  | { op: 'dropIndex'; name: string };

/**
 * One collection: documents by _id key in insertion order, unique-index maps, index specs.
 * Every mutation is synchronous, so a write is checked and applied without any other
 * request running in between: that is what makes unique indexes race-proof.
 */
export class Collection {
  private readonly docs = new Map<string, StoredDoc>();
  private readonly specs: IndexSpec[] = [ID_INDEX];
  private unique: UniqueIndex[] = [];
  private lookups = new Map<string, LookupIndex>();
  private sorted: SortedIndex[] = [];
  private partials: PartialMembers[] = [];
  private snapshot?: Record<string, unknown>[];

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Record<string, unknown>,
    private readonly log: (change: ChangeRecord) => void
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  get indexes(): readonly IndexSpec[] {
    return this.specs;
  }

  /** All documents in natural order. The array is cached until the next write; never mutate it. */
  documents(): Record<string, unknown>[] {
    this.snapshot ??= Array.from(this.docs.values(), (stored) => stored.doc);
    return this.snapshot;
  }

  get(id: unknown): StoredDoc | undefined {
    return this.docs.get(keyOf(id));
  }

  hintsOf(doc: Record<string, unknown>): TypeHints | undefined {
    return this.docs.get(keyOf(doc._id))?.hints;
  }

  /**
   * Documents that can match `filter` (a superset; callers still test each one): a map lookup
   * for _id, a unique field or a field leading an index when the filter has an equality or
   * `$in` on it, else every document.
   */
  candidates(filter: Record<string, unknown>): Record<string, unknown>[] {
    const ids = equalityValues(filter._id);
    if (ids) return this.byIdKeys(ids.map((id) => keyOf(id)));
    for (const index of this.unique) {
      const field = index.lookupField;
      const values = field === undefined ? undefined : equalityValues(filter[field]);
      if (!values || values.some((v) => v === null || v === undefined || Array.isArray(v))) continue;
      return this.byIdKeys(values.flatMap((v) => index.ownerOf(v) ?? []));
    }
    let best: string[] | undefined;
    for (const partial of this.partials) {
      if (!partial.impliedBy(filter)) continue;
      const found = partial.members;
      if (!best || found.length < best.length) best = found;
    }
    for (const [field, lookup] of this.lookups) {
      const values = equalityValues(filter[field]);
      if (!values) continue;
      const found =
        values.length === 1
          ? [...lookup.lookup(values[0])]
          : [...new Set(values.flatMap((v) => [...lookup.lookup(v)]))];
      if (!best || found.length < best.length) best = found;
    }
    return best ? this.byIdKeys(best) : this.documents();
  }

  /**
   * The documents that can match `filter`, already in `sort` order, when an index fixes a prefix of its
   * fields by equality in the filter and continues with exactly the sort's fields (all in its direction
   * or all reversed); undefined when none does. Iterate synchronously and test each document.
   */
  orderedCandidates(
    filter: Record<string, unknown>,
    sort: Record<string, unknown>
  ): Iterable<Record<string, unknown>> | undefined {
    const sortFields = Object.entries(sort).map(([path, direction]) => ({
      path,
      direction: Number(direction) < 0 ? -1 : 1
    }));
    let best: { index: SortedIndex; prefix: unknown[]; reverse: boolean } | undefined;
    for (const index of this.sorted) {
      if (!index.usable) continue;
      const prefix: unknown[] = [];
      for (const { path } of index.fields) {
        const values = equalityValues(filter[path]);
        if (!values || values.length !== 1 || !isOrderable(values[0])) break;
        prefix.push(values[0]);
      }
      const rest = index.fields.slice(prefix.length, prefix.length + sortFields.length);
      if (rest.length !== sortFields.length || rest.some((field, i) => field.path !== sortFields[i]!.path))
        continue;
      const same = rest.every((field, i) => field.direction === sortFields[i]!.direction);
      const opposite = rest.every((field, i) => field.direction === -sortFields[i]!.direction);
      if (!same && !opposite) continue;
      if (!best || prefix.length > best.prefix.length) best = { index, prefix, reverse: opposite };
    }
    if (!best) return undefined;
    const { index, prefix, reverse } = best;
    const docs = this.docs;
    return (function* () {
      for (const id of index.scan(prefix, reverse)) {
        const stored = docs.get(id);
        if (stored) yield stored.doc;
      }
    })();
  }

  private byIdKeys(ids: string[]): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = [];
    for (const id of new Set(ids)) {
      const stored = this.docs.get(id);
      if (stored) out.push(stored.doc);
    }
    return out;
  }

  insert(doc: Record<string, unknown>, hints?: TypeHints): Record<string, unknown> {
    // MongoDB stores _id as the first field whatever order the client sent.
    if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
    else if (Object.keys(doc)[0] !== '_id') doc = { _id: doc._id, ...doc };
    if (Array.isArray(doc._id)) throw badValue('The _id field cannot be an array');
    const bytes = calculateObjectSize(doc);
    if (bytes > MAX_DOCUMENT_BYTES)
      throw badValue(`object to insert too large. size in bytes: ${bytes}, max size: ${MAX_DOCUMENT_BYTES}`);
    const id = keyOf(doc._id);
    if (this.docs.has(id)) throw duplicateKeyError(this.ns, ID_INDEX, doc);
    for (const index of this.unique) index.check(doc, id);
    this.commit(id, { doc, hints });
    return doc;
  }

  /** Replaces the stored document whose _id equals `next._id` after checking unique indexes. */
  replace(next: Record<string, unknown>, hints?: TypeHints): void {
    const id = keyOf(next._id);
    const previous = this.docs.get(id);
    if (!previous) throw new CommandError(8, 'UnknownError', `document ${id} vanished during update`);
    if (calculateObjectSize(next) > MAX_DOCUMENT_BYTES) {
      throw new CommandError(
        10334,
        'BSONObjectTooLarge',
        `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`
      );
    }
    for (const index of this.unique) index.check(next, id);
    for (const index of this.unique) index.remove(previous.doc, id);
    for (const lookup of this.lookups.values()) lookup.remove(previous.doc, id);
    for (const index of this.sorted) index.remove(previous.doc, id);
    for (const partial of this.partials) partial.remove(id);
    this.commit(id, { doc: next, hints });
  }

  remove(idValue: unknown): boolean {
    const id = keyOf(idValue);
    const stored = this.docs.get(id);
    if (!stored) return false;
    for (const index of this.unique) index.remove(stored.doc, id);
    for (const lookup of this.lookups.values()) lookup.remove(stored.doc, id);
    for (const index of this.sorted) index.remove(stored.doc, id);
    for (const partial of this.partials) partial.remove(id);
    this.docs.delete(id);
    this.snapshot = undefined;
    this.log({ op: 'del', id: idValue });
    return true;
  }

  /** Adds an index; an existing index with the same name and key is a no-op, as in MongoDB. */
  createIndex(input: Record<string, unknown>): boolean {
    const key = input.key as Record<string, unknown>;
    if (!key || typeof key !== 'object' || !Object.keys(key).length)
      throw badValue('index key pattern must be a non-empty object');
    // Queries needing these indexes are refused ($text, $near), so accepting the index would only hide that.
    const special = Object.values(key).find(
      (type) => typeof type === 'string' && UNSUPPORTED_INDEX_TYPES.has(type)
    );
    if (special !== undefined)
      throw new CommandError(
        115,
        'CommandNotSupported',
        `${String(special)} indexes are not supported by embedded-mongo`
      );
    const spec: IndexSpec = { v: 2, ...input, key, name: (input.name as string) ?? defaultIndexName(key) };
    const same = this.specs.find((s) => s.name === spec.name || keyOf(s.key) === keyOf(key));
    if (same) {
      if (
        same.name === spec.name &&
        keyOf(same.key) === keyOf(key) &&
        Boolean(same.unique) === Boolean(spec.unique)
      )
        return false;
      throw new CommandError(
        85,
        'IndexOptionsConflict',
        `An existing index has the same name or key as the requested index: ${same.name}`
      );
    }
    if (spec.unique && spec.name !== '_id_') {
      const index = new UniqueIndex(spec, this.ns);
      for (const [id, stored] of this.docs) {
        index.check(stored.doc, id);
        index.add(stored.doc, id);
      }
      this.unique.push(index);
    }
    this.specs.push(spec);
    this.rebuildLookups();
    this.log({ op: 'createIndex', spec });
    return true;
  }

  dropIndex(name: string): void {
    if (name === '_id_') throw new CommandError(72, 'InvalidOptions', 'cannot drop _id index');
    const at = this.specs.findIndex((s) => s.name === name);
    if (at < 0) throw new CommandError(27, 'IndexNotFound', `index not found with name [${name}]`);
    this.specs.splice(at, 1);
    this.unique = this.unique.filter((index) => index.spec.name !== name);
    this.rebuildLookups();
    this.log({ op: 'dropIndex', name });
  }

  /**
   * One lookup map per field that leads a full (non-partial, non-sparse) index, a sorted copy of each such index,
   * and the members of each partial index.
   */
  private rebuildLookups(): void {
    this.partials = this.specs.flatMap((spec) => {
      if (!spec.partialFilterExpression) return [];
      const partial = new PartialMembers(spec.partialFilterExpression);
      for (const [id, stored] of this.docs) partial.add(stored.doc, id);
      return [partial];
    });
    const full = this.specs.filter(
      (spec) => spec.name !== '_id_' && !spec.partialFilterExpression && !spec.sparse
    );
    const kept = new Map(this.sorted.map((index) => [index.spec.name, index]));
    this.sorted = full.map((spec) => {
      const existing = kept.get(spec.name);
      if (existing) return existing;
      const index = new SortedIndex(spec);
      for (const [id, stored] of this.docs) index.add(stored.doc, id);
      return index;
    });
    const fields = new Set(
      full.map((spec) => Object.keys(spec.key)[0]).filter((field): field is string => field !== undefined)
    );
    for (const field of this.lookups.keys()) if (!fields.has(field)) this.lookups.delete(field);
    for (const field of fields) {
      if (this.lookups.has(field)) continue;
      const lookup = new LookupIndex(field);
      for (const [id, stored] of this.docs) lookup.add(stored.doc, id);
      this.lookups.set(field, lookup);
    }
  }

  private commit(id: string, stored: StoredDoc): void {
    for (const index of this.unique) index.add(stored.doc, id);
    for (const lookup of this.lookups.values()) lookup.add(stored.doc, id);
    for (const index of this.sorted) index.add(stored.doc, id);
    for (const partial of this.partials) partial.add(stored.doc, id);
    this.docs.set(id, stored);
    this.snapshot = undefined;
    this.log({ op: 'put', doc: stored.doc, hints: stored.hints });
  }
}

/**
 * The values a condition selects by equality: `v`, `{$eq: v}` or `{$in: [...]}`;
 * undefined for anything else (ranges, regexes, other operators, absent field).
 */
function equalityValues(condition: unknown): unknown[] | undefined {
  if (condition === undefined || condition instanceof RegExp) return undefined;
  if (!isPlainObject(condition)) return [condition];
  const keys = Object.keys(condition);
  if (!keys.some((k) => k.startsWith('$'))) return [condition];
  if (keys.length !== 1) return undefined;
  if (keys[0] === '$eq') return condition.$eq instanceof RegExp ? undefined : [condition.$eq];
  if (keys[0] === '$in' && Array.isArray(condition.$in) && !condition.$in.some((v) => v instanceof RegExp))
    return condition.$in;
  return undefined;
}
