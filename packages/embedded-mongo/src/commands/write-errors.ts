import { type Document } from 'bson';
import { errorFields } from '../errors';

/** Runs each write of a batch, collecting MongoDB-shaped writeErrors; ordered batches stop at the first. */
export function runBatch<T>(
  items: T[],
  ordered: boolean,
  write: (item: T, index: number) => void
): Document[] {
  const writeErrors: Document[] = [];
  for (let index = 0; index < items.length; index++) {
    try {
      write(items[index] as T, index);
    } catch (err) {
      writeErrors.push({ index, ...errorFields(err) });
      if (ordered) break;
    }
  }
  return writeErrors;
}

export function withWriteErrors(reply: Document, writeErrors: Document[]): Document {
  return writeErrors.length ? { ...reply, writeErrors } : reply;
}
