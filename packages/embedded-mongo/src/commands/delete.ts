import { collationOf } from '../filter-rewrite';
import { badValue } from '../errors';
import { matching } from '../query';
import { asNumber, asObject, type CommandHandler, collectionName } from './context';
import { runBatch, withWriteErrors } from './write-errors';

export const remove: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const deletes = ctx.args.deletes;
  if (!Array.isArray(deletes)) throw badValue('delete requires a deletes array');
  const collection = ctx.catalog.get(ctx.db, name);
  let n = 0;
  const writeErrors = runBatch(deletes, ctx.args.ordered !== false, (statement) => {
    const filter = asObject((statement as Record<string, unknown>).q);
    if (!filter) throw badValue('delete statement requires q');
    const limit = asNumber((statement as Record<string, unknown>).limit) ?? 0;
    const found = matching(
      collection,
      filter,
      ctx.mingo,
      collationOf((statement as Record<string, unknown>).collation)
    );
    for (const doc of limit === 1 ? found.slice(0, 1) : [...found]) if (collection?.remove(doc._id)) n++;
  });
  return withWriteErrors({ n, ok: 1 }, writeErrors);
};
