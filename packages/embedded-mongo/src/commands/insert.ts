import { plainDocument } from '../types';
import { badValue } from '../errors';
import { type CommandHandler, collectionName } from './context';
import { runBatch, withWriteErrors } from './write-errors';

export const insert: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const documents = ctx.raw.documents;
  if (!Array.isArray(documents)) throw badValue('insert requires a documents array');
  const collection = ctx.catalog.ensure(ctx.db, name);
  let n = 0;
  const writeErrors = runBatch(documents, ctx.args.ordered !== false, (raw) => {
    const { doc, hints } = plainDocument(raw);
    collection.insert(doc, hints);
    n++;
  });
  return withWriteErrors({ n, ok: 1 }, writeErrors);
};
