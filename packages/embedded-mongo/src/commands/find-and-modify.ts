import { collationOf } from '../filter-rewrite';
import { type Document } from 'bson';
import { badValue } from '../errors';
import { project } from '../projection';
import { runFind } from '../query';
import { withTypes } from '../types';
import { asObject, type CommandHandler, collectionName } from './context';
import { executeUpdate } from './update';

export const findAndModify: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const args = ctx.args;
  const query = asObject(args.query) ?? {};
  const fields = asObject(args.fields);
  if (!args.remove && args.update === undefined)
    throw badValue('Either an update or remove=true must be specified');
  const collection = args.remove ? ctx.catalog.get(ctx.db, name) : ctx.catalog.ensure(ctx.db, name);
  const [target] = runFind(
    collection,
    { filter: query, sort: asObject(args.sort), limit: 1, collation: collationOf(args.collation) },
    ctx.mingo
  );
  const render = (doc: Record<string, unknown> | undefined): Document | null => {
    if (!doc || !collection) return null;
    const typed = withTypes(doc, collection.hintsOf(doc));
    return fields && Object.keys(fields).length ? (project([typed], fields, ctx.mingo)[0] ?? {}) : typed;
  };

  if (args.remove) {
    if (target) collection!.remove(target._id);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: render(target), ok: 1 };
  }
  const before = target ? render(target) : null;
  const outcome = executeUpdate(
    ctx,
    collection!,
    {
      q: query,
      u: args.update,
      upsert: args.upsert === true,
      arrayFilters: args.arrayFilters as Record<string, unknown>[]
    },
    ctx.raw.update,
    target ? [target] : []
  );
  const lastErrorObject: Document = {
    n: outcome.upsertedId !== undefined ? 1 : outcome.matched,
    updatedExisting: outcome.matched > 0
  };
  if (outcome.upsertedId !== undefined) lastErrorObject.upserted = outcome.upsertedId;
  const after = outcome.after ? collection!.get(outcome.after._id)?.doc : undefined;
  return { lastErrorObject, value: args.new === true ? render(after) : before, ok: 1 };
};
