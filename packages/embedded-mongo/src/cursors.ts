import { calculateObjectSize, Long, type Document } from 'bson';
import { cursorNotFound } from './errors';

const DEFAULT_FIRST_BATCH = 101;
/** Leave room for the reply envelope under the 16 MiB BSON limit. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
export const CURSOR_IDLE_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  lastUsed: number;
}

/** Server-side cursors: results are materialised once and handed out in batches. */
export class CursorStore {
  private readonly open = new Map<string, OpenCursor>();
  private nextId = BigInt(Date.now()) * 1000n;

  /** Builds a `{cursor:{id, ns, firstBatch}}` reply, keeping a cursor only if results remain. */
  first(ns: string, docs: Document[], batchSize?: number, singleBatch = false): Document {
    const cursor: OpenCursor = { ns, docs, position: 0, lastUsed: Date.now() };
    const firstBatch = takeBatch(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = Long.ZERO;
    if (!singleBatch && cursor.position < docs.length) {
      this.nextId += 1n;
      id = Long.fromBigInt(this.nextId);
      this.open.set(id.toString(), cursor);
    }
    return { cursor: { firstBatch, id, ns }, ok: 1 };
  }

  more(id: Long, batchSize?: number): Document {
    const key = id.toString();
    const cursor = this.open.get(key);
    if (!cursor) throw cursorNotFound(key);
    cursor.lastUsed = Date.now();
    const nextBatch = takeBatch(cursor, batchSize ?? Number.MAX_SAFE_INTEGER);
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(key);
    return { cursor: { nextBatch, id: exhausted ? Long.ZERO : id, ns: cursor.ns }, ok: 1 };
  }

  kill(ids: Long[]): Document {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.open.delete(id.toString()) ? killed : notFound).push(id);
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  reapIdle(now = Date.now()): void {
    for (const [id, cursor] of this.open) if (now - cursor.lastUsed > CURSOR_IDLE_MS) this.open.delete(id);
  }

  get count(): number {
    return this.open.size;
  }
}

function takeBatch(cursor: OpenCursor, batchSize: number): Document[] {
  const limit = batchSize > 0 ? batchSize : DEFAULT_FIRST_BATCH;
  const batch: Document[] = [];
  let bytes = 0;
  while (batch.length < limit && cursor.position < cursor.docs.length) {
    const doc = cursor.docs[cursor.position] as Document;
    bytes += calculateObjectSize(doc);
    if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
    batch.push(doc);
    cursor.position++;
  }
  return batch;
}
