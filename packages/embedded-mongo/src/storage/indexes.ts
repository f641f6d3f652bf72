import { Query } from 'mingo';
import { DuplicateKeyError } from '../errors';
import { getPath } from '../types';
import { indexValues, keyOf, showValue } from './keys';

export interface IndexSpec {
  v: number;
  key: Record<string, unknown>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Record<string, unknown>;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** MongoDB's default index name: `email_1`, `a_1_b_-1`. */
export function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

/** Equality map for one unique index: index key → _id key of the owning document. */
export class UniqueIndex {
  private readonly owners = new Map<string, string>();
  private readonly fields: string[];
  private readonly partial?: Query;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string
  ) {
    this.fields = Object.keys(spec.key);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression);
  }

  /** The single field this index covers, when it can answer `{field: value}` lookups alone. */
  get lookupField(): string | undefined {
    return this.fields.length === 1 && !this.partial ? this.fields[0] : undefined;
  }

  /** Index keys of a document; empty when sparse/partial rules leave it out of the index. */
  keysOf(doc: Record<string, unknown>): string[] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((field) => [...new Set(indexValues(doc, field).map((v) => keyOf(v)))]);
    if (this.spec.sparse && this.fields.every((field) => getPath(doc, field) === undefined)) return [];
    // Multikey: one entry per combination (MongoDB allows at most one array field per compound index).
    return perField.reduce<string[]>(
      (combos, keys) => combos.flatMap((combo) => keys.map((key) => (combo ? `${combo}\u0000${key}` : key))),
      ['']
    );
  }

  ownerOf(value: unknown): string | undefined {
    return this.owners.get(keyOf(value));
  }

  /** Throws the E11000 error if `doc` collides with a document other than `selfId`. */
  check(doc: Record<string, unknown>, selfId: string): void {
    for (const key of this.keysOf(doc)) {
      const owner = this.owners.get(key);
      if (owner !== undefined && owner !== selfId) throw this.duplicate(doc);
    }
  }

  add(doc: Record<string, unknown>, id: string): void {
    for (const key of this.keysOf(doc)) this.owners.set(key, id);
  }

  remove(doc: Record<string, unknown>, id: string): void {
    for (const key of this.keysOf(doc)) if (this.owners.get(key) === id) this.owners.delete(key);
  }

  private duplicate(doc: Record<string, unknown>): DuplicateKeyError {
    return duplicateKeyError(this.ns, this.spec, doc);
  }
}

export function duplicateKeyError(
  ns: string,
  spec: IndexSpec,
  doc: Record<string, unknown>
): DuplicateKeyError {
  const keyValue: Record<string, unknown> = {};
  for (const field of Object.keys(spec.key)) keyValue[field] = getPath(doc, field) ?? null;
  const shown = Object.entries(keyValue)
    .map(([k, v]) => `${k}: ${showValue(v)}`)
    .join(', ');
  return new DuplicateKeyError(
    `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${shown} }`,
    { ...spec.key },
    keyValue
  );
}
