import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
  mkdirSync
} from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize, type Document } from 'bson';
import { plainDocument, withTypes } from '../types';
import type { Catalog, JournalRecord } from './catalog';

const FILE = 'journal.bson';
/** Rewrite the journal as a snapshot once it holds this many records beyond the live data. */
const COMPACT_AFTER_RECORDS = 50_000;

/**
 * Append-only journal of applied changes. Changes are encoded synchronously as they are
 * applied (so file order is apply order) and `flush()` resolves once they are fsync'd:
 * the server calls it before replying, so every acknowledged write is on disk.
 */
export class Journal {
  private pending: Buffer[] = [];
  private writing: Promise<void> = Promise.resolve();
  private recordsSinceSnapshot = 0;

  private constructor(
    private readonly dir: string,
    private readonly catalog: Catalog,
    private handle: FileHandle,
    private readonly compactAfterRecords: number
  ) {}

  /** Replays the journal into `catalog`, compacts it, and starts recording new changes. */
  static async open(
    dir: string,
    catalog: Catalog,
    { compactAfterRecords = COMPACT_AFTER_RECORDS } = {}
  ): Promise<Journal> {
    mkdirSync(dir, { recursive: true });
    rmSync(join(dir, `${FILE}.tmp`), { force: true });
    const path = join(dir, FILE);
    if (existsSync(path)) replay(readFileSync(path), catalog);
    writeSnapshot(dir, catalog);
    const journal = new Journal(dir, catalog, await open(path, 'a'), compactAfterRecords);
    catalog.onChange = (record) => journal.append(record);
    return journal;
  }

  private append(record: JournalRecord): void {
    const stored =
      record.op === 'put'
        ? { ...record, doc: withTypes(record.doc, record.hints), hints: undefined }
        : record;
    this.pending.push(Buffer.from(serialize(stored, { ignoreUndefined: true })));
  }

  /** Resolves when every change applied so far is durable. */
  flush(): Promise<void> {
    if (!this.pending.length) return this.writing;
    const batch = Buffer.concat(this.pending);
    const records = this.pending.length;
    this.pending = [];
    this.writing = this.writing
      .catch(() => {})
      .then(async () => {
        await this.handle.write(batch);
        await this.handle.datasync();
        this.recordsSinceSnapshot += records;
        if (this.recordsSinceSnapshot > this.compactAfterRecords + liveRecords(this.catalog))
          await this.compact();
      });
    return this.writing;
  }

  /** Rewrites the journal as one record per live collection, index and document. */
  async compact(): Promise<void> {
    await this.handle.close();
    writeSnapshot(this.dir, this.catalog);
    this.handle = await open(join(this.dir, FILE), 'a');
    this.recordsSinceSnapshot = 0;
  }

  async close(): Promise<void> {
    await this.flush().catch(() => {});
    await this.handle.close();
  }
}

function liveRecords(catalog: Catalog): number {
  return catalog.all().reduce((sum, c) => sum + c.size + c.indexes.length + 1, 0);
}

function snapshotRecords(catalog: Catalog): Document[] {
  const records: Document[] = [];
  for (const c of catalog.all()) {
    records.push({ op: 'createCollection', db: c.db, coll: c.name, options: c.options });
    for (const spec of c.indexes)
      if (spec.name !== '_id_') records.push({ op: 'createIndex', db: c.db, coll: c.name, spec });
    for (const doc of c.documents())
      records.push({ op: 'put', db: c.db, coll: c.name, doc: withTypes(doc, c.hintsOf(doc)) });
  }
  return records;
}

/** Writes the snapshot to a temporary file, fsyncs it and renames it over the journal. */
function writeSnapshot(dir: string, catalog: Catalog): void {
  const tmp = join(dir, `${FILE}.tmp`);
  const fd = openSync(tmp, 'w');
  try {
    for (const record of snapshotRecords(catalog))
      writeSync(fd, serialize(record, { ignoreUndefined: true }));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, join(dir, FILE));
  const dirFd = openSync(dir, 'r');
  fsyncSync(dirFd);
  closeSync(dirFd);
}

/** Applies every complete record; a torn record at the tail (crash mid-write) is ignored. */
function replay(bytes: Buffer, catalog: Catalog): void {
  let offset = 0;
  while (offset + 4 <= bytes.length) {
    const size = bytes.readInt32LE(offset);
    if (size < 5 || offset + size > bytes.length) break;
    let record: Document;
    try {
      record = deserialize(bytes.subarray(offset, offset + size), { promoteValues: false });
    } catch {
      break;
    }
    applyRecord(plainRecord(record), record, catalog);
    offset += size;
  }
}

function plainRecord(record: Document): Record<string, unknown> {
  const { doc: _doc, ...rest } = record;
  return plainDocument(rest).doc;
}

function applyRecord(record: Record<string, unknown>, raw: Document, catalog: Catalog): void {
  const db = String(record.db);
  const coll = String(record.coll);
  switch (record.op) {
    case 'createCollection':
      catalog.ensure(db, coll, record.options as Record<string, unknown>);
      break;
    case 'dropCollection':
      catalog.drop(db, coll);
      break;
    case 'dropDatabase':
      catalog.dropDatabase(db);
      break;
    case 'createIndex':
      catalog.ensure(db, coll).createIndex(record.spec as Record<string, unknown>);
      break;
    case 'dropIndex': {
      const collection = catalog.get(db, coll);
      if (collection?.indexes.some((spec) => spec.name === record.name))
        collection.dropIndex(String(record.name));
      break;
    }
    case 'put': {
      const { doc, hints } = plainDocument(raw.doc);
      const collection = catalog.ensure(db, coll);
      if (collection.get(doc._id)) collection.replace(doc, hints);
      else collection.insert(doc, hints);
      break;
    }
    case 'del':
      catalog.get(db, coll)?.remove((plainDocument({ id: raw.id }).doc as { id: unknown }).id);
      break;
  }
}
