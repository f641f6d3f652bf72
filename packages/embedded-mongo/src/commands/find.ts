import { Long, type Document } from 'bson';
import { badValue } from '../errors';
import { collationOf } from '../filter-rewrite';
import { runFind } from '../query';
import type { Collection } from '../storage/collection';
import { withTypes } from '../types';
import { asNumber, asObject, type CommandHandler, collectionName } from './context';

/** Re-wraps numeric types for documents leaving the server. */
export function toWire(collection: Collection | undefined, docs: Record<string, unknown>[]): Document[] {
  if (!collection) return docs;
  return docs.map((doc) => withTypes(doc, collection.hintsOf(doc)));
}

export const find: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const collection = ctx.catalog.get(ctx.db, name);
  const limitArg = asNumber(ctx.args.limit) ?? 0;
  // A negative limit is the legacy spelling of "limit and close the cursor".
  const singleBatch = ctx.args.singleBatch === true || limitArg < 0;
  const docs = runFind(
    collection,
    {
      filter: asObject(ctx.args.filter),
      sort: asObject(ctx.args.sort),
      projection: asObject(ctx.args.projection),
      skip: asNumber(ctx.args.skip),
      limit: Math.abs(limitArg) || undefined,
      collation: collationOf(ctx.args.collation)
    },
    ctx.mingo
  );
  return ctx.cursors.first(
    `${ctx.db}.${name}`,
    toWire(collection, docs),
    asNumber(ctx.args.batchSize),
    singleBatch
  );
};

function cursorId(value: unknown): Long {
  if (value instanceof Long) return value;
  if (typeof value === 'number') return Long.fromNumber(value);
  throw badValue('cursor id must be a number');
}

export const getMore: CommandHandler = (ctx) =>
  ctx.cursors.more(cursorId(ctx.raw.getMore), asNumber(ctx.args.batchSize));

export const killCursors: CommandHandler = (ctx) => {
  const ids = ctx.raw.cursors;
  if (!Array.isArray(ids)) throw badValue('killCursors requires a cursors array');
  return ctx.cursors.kill(ids.map(cursorId));
};
