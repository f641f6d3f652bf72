import { collationOf } from '../filter-rewrite';
import { type Document } from 'bson';
import { badValue } from '../errors';
import { matching } from '../query';
import type { Collection } from '../storage/collection';
import { refreshHints, toPlain } from '../types';
import { applyUpdates, updateHints, upsertDocument } from '../updates';
import { asObject, type CommandContext, type CommandHandler, collectionName } from './context';
import { runBatch, withWriteErrors } from './write-errors';

interface UpdateStatement {
  q: Record<string, unknown>;
  u: unknown;
  multi?: boolean;
  upsert?: boolean;
  arrayFilters?: Record<string, unknown>[];
  sort?: Record<string, unknown>;
  collation?: unknown;
}

export interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
  /** The document as it stands after the update (or upsert), when one was touched. */
  after?: Record<string, unknown>;
  before?: Record<string, unknown>;
}

/** Updates the first (or every) match, or inserts when nothing matched and upsert is set. */
export function executeUpdate(
  ctx: CommandContext,
  collection: Collection,
  statement: UpdateStatement,
  rawUpdate: unknown,
  targets?: Record<string, unknown>[]
): UpdateOutcome {
  const options = { arrayFilters: statement.arrayFilters, filter: statement.q, mingo: ctx.mingo };
  const operandHints = updateHints(rawUpdate);
  const found = targets ?? matching(collection, statement.q, ctx.mingo, collationOf(statement.collation));
  const selected = statement.multi ? found : found.slice(0, 1);
  if (!selected.length) {
    if (!statement.upsert) return { matched: 0, modified: 0 };
    const doc = upsertDocument(statement.q, statement.u, options);
    const inserted = collection.insert(doc, refreshHints(doc, operandHints));
    return { matched: 0, modified: 0, upsertedId: inserted._id, after: inserted };
  }
  let modified = 0;
  let after: Record<string, unknown> | undefined;
  const results = applyUpdates(selected, statement.u, options);
  results.forEach((result, i) => {
    after = result.doc;
    if (!result.modified) return;
    collection.replace(result.doc, refreshHints(result.doc, collection.hintsOf(selected[i]!), operandHints));
    modified++;
  });
  return { matched: selected.length, modified, after, before: selected[0] };
}

export const update: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const rawUpdates = ctx.raw.updates;
  if (!Array.isArray(rawUpdates)) throw badValue('update requires an updates array');
  const collection = ctx.catalog.ensure(ctx.db, name);
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors = runBatch(rawUpdates as Document[], ctx.args.ordered !== false, (raw, index) => {
    const statement = toPlain(raw) as UpdateStatement;
    if (!asObject(statement.q)) throw badValue('update statement requires q');
    const outcome = executeUpdate(ctx, collection, statement, raw.u);
    if (outcome.upsertedId !== undefined) {
      upserted.push({ index, _id: outcome.upsertedId });
      n++;
    }
    n += outcome.matched;
    nModified += outcome.modified;
  });
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  return withWriteErrors(reply, writeErrors);
};
