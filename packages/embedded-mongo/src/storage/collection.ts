import { ObjectId } from 'bson';
import { badValue, CommandError } from '../errors';
import { type TypeHints } from '../types';
import { defaultIndexName, duplicateKeyError, ID_INDEX, type IndexSpec, UniqueIndex } from './indexes';
import { keyOf } from './keys';

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

  /** Documents that can match `filter`: a map lookup for _id or unique-field equality, else all. */
  candidates(filter: Record<string, unknown>): Record<string, unknown>[] {
    const byId = equalityValue(filter._id);
    if (byId.found) {
      const stored = this.docs.get(keyOf(byId.value));
      return stored ? [stored.doc] : [];
    }
    for (const index of this.unique) {
      const field = index.lookupField;
      if (!field || !(field in filter)) continue;
      const eq = equalityValue(filter[field]);
      if (!eq.found || eq.value === null || eq.value === undefined || Array.isArray(eq.value)) continue;
      const owner = index.ownerOf(eq.value);
      const stored = owner === undefined ? undefined : this.docs.get(owner);
      return stored ? [stored.doc] : [];
    }
    return this.documents();
  }

  insert(doc: Record<string, unknown>, hints?: TypeHints): Record<string, unknown> {
    // MongoDB stores _id as the first field whatever order the client sent.
    if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
    else if (Object.keys(doc)[0] !== '_id') doc = { _id: doc._id, ...doc };
    if (Array.isArray(doc._id)) throw badValue('The _id field cannot be an array');
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
    for (const index of this.unique) index.check(next, id);
    for (const index of this.unique) index.remove(previous.doc, id);
    this.commit(id, { doc: next, hints });
  }

  remove(idValue: unknown): boolean {
    const id = keyOf(idValue);
    const stored = this.docs.get(id);
    if (!stored) return false;
    for (const index of this.unique) index.remove(stored.doc, id);
    this.docs.delete(id);
    this.snapshot = undefined;
    this.log({ op: 'del', id: idValue });
    return true;
  }

  /** Adds an index; an existing index with the same name and key is a no-op, as in MongoDB. */
  createIndex(input: Record<string, unknown>): boolean {
    const key = input.key as Record<string, unknown>;
    if (!key || typeof key !== 'object' || !Object.keys(key).length) throw badValue('index key pattern must be a non-empty object');
    const spec: IndexSpec = { v: 2, ...input, key, name: (input.name as string) ?? defaultIndexName(key) };
    const same = this.specs.find((s) => s.name === spec.name || keyOf(s.key) === keyOf(key));
    if (same) {
      if (same.name === spec.name && keyOf(same.key) === keyOf(key) && Boolean(same.unique) === Boolean(spec.unique)) return false;
      throw new CommandError(85, 'IndexOptionsConflict', `An existing index has the same name or key as the requested index: ${same.name}`);
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
    this.log({ op: 'createIndex', spec });
    return true;
  }

  dropIndex(name: string): void {
    if (name === '_id_') throw new CommandError(72, 'InvalidOptions', 'cannot drop _id index');
    const at = this.specs.findIndex((s) => s.name === name);
    if (at < 0) throw new CommandError(27, 'IndexNotFound', `index not found with name [${name}]`);
    this.specs.splice(at, 1);
    this.unique = this.unique.filter((index) => index.spec.name !== name);
    this.log({ op: 'dropIndex', name });
  }

  private commit(id: string, stored: StoredDoc): void {
    for (const index of this.unique) index.add(stored.doc, id);
    this.docs.set(id, stored);
    this.snapshot = undefined;
    this.log({ op: 'put', doc: stored.doc, hints: stored.hints });
  }
}

/** `{_id: v}` or `{_id: {$eq: v}}` → v; anything with other operators is not a plain equality. */
function equalityValue(condition: unknown): { found: boolean; value?: unknown } {
  if (condition === undefined || condition instanceof RegExp) return { found: false };
  if (typeof condition === 'object' && condition !== null && !Array.isArray(condition)) {
    const keys = Object.keys(condition);
    if (keys.length === 1 && keys[0] === '$eq') return equalityValue((condition as { $eq: unknown }).$eq);
    if (keys.some((k) => k.startsWith('$'))) return { found: false };
  }
  return { found: true, value: condition };
}
