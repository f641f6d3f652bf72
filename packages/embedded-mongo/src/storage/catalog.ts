import { namespaceExists } from '../errors';
import { type ChangeRecord, Collection } from './collection';

/** Everything the journal needs to replay a change, with the namespace it applies to. */
export type JournalRecord =
  | (ChangeRecord & { db: string; coll: string })
  | { op: 'createCollection'; db: string; coll: string; options: Record<string, unknown> }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string };

/** All databases and collections of one server. */
export class Catalog {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  /** Set by the journal; called synchronously for every applied change. */
  onChange: (record: JournalRecord) => void = () => {};

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it implicitly as MongoDB does on first write. */
  ensure(db: string, name: string, options: Record<string, unknown> = {}): Collection {
    return this.get(db, name) ?? this.create(db, name, options);
  }

  create(db: string, name: string, options: Record<string, unknown> = {}): Collection {
    if (this.get(db, name)) throw namespaceExists(`${db}.${name}`);
    let collections = this.dbs.get(db);
    if (!collections) this.dbs.set(db, (collections = new Map()));
    const collection = new Collection(db, name, options, (change) =>
      this.onChange({ ...change, db, coll: name })
    );
    collections.set(name, collection);
    this.onChange({ op: 'createCollection', db, coll: name, options });
    return collection;
  }

  drop(db: string, name: string): boolean {
    const collections = this.dbs.get(db);
    if (!collections?.delete(name)) return false;
    if (!collections.size) this.dbs.delete(db);
    this.onChange({ op: 'dropCollection', db, coll: name });
    return true;
  }

  dropDatabase(db: string): void {
    if (this.dbs.delete(db)) this.onChange({ op: 'dropDatabase', db });
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  databases(): string[] {
    return [...this.dbs.keys()];
  }

  all(): Collection[] {
    return [...this.dbs.values()].flatMap((collections) => [...collections.values()]);
  }
}
