import { badValue, CommandError, namespaceNotFound } from '../errors';
import { asNumber, asObject, type CommandHandler, collectionName } from './context';

export const createIndexes: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const specs = ctx.args.indexes;
  if (!Array.isArray(specs) || !specs.length)
    throw badValue('createIndexes requires a non-empty indexes array');
  const existed = ctx.catalog.get(ctx.db, name) !== undefined;
  const collection = ctx.catalog.ensure(ctx.db, name);
  const numIndexesBefore = collection.indexes.length;
  for (const spec of specs) {
    const object = asObject(spec);
    if (!object) throw badValue('each index specification must be an object');
    collection.createIndex(object);
  }
  return {
    createdCollectionAutomatically: !existed,
    numIndexesBefore,
    numIndexesAfter: collection.indexes.length,
    ok: 1
  };
};

export const listIndexes: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const collection = ctx.catalog.get(ctx.db, name);
  if (!collection) throw namespaceNotFound(`${ctx.db}.${name}`);
  const cursor = asObject(ctx.args.cursor) ?? {};
  return ctx.cursors.first(`${ctx.db}.${name}`, [...collection.indexes], asNumber(cursor.batchSize));
};

export const dropIndexes: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const collection = ctx.catalog.get(ctx.db, name);
  if (!collection) throw namespaceNotFound(`${ctx.db}.${name}`);
  const nIndexesWas = collection.indexes.length;
  const target = ctx.args.index;
  const names =
    target === '*'
      ? collection.indexes.map((spec) => spec.name).filter((n) => n !== '_id_')
      : Array.isArray(target)
        ? target.map(String)
        : typeof target === 'string'
          ? [target]
          : collection.indexes
              .filter((spec) => JSON.stringify(spec.key) === JSON.stringify(target))
              .map((spec) => spec.name);
  if (!names.length && target !== '*')
    throw new CommandError(27, 'IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
  for (const indexName of names) collection.dropIndex(indexName);
  return { nIndexesWas, ok: 1 };
};
