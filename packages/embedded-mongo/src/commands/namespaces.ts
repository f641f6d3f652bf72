import { type Document } from 'bson';
import { Query } from 'mingo';
import { CommandError, nsNotFound } from '../errors';
import { asNumber, asObject, type CommandHandler, collectionName } from './context';

/** Fields every command may carry that are not collection options. */
const ENVELOPE_FIELDS = new Set([
  'lsid',
  'txnNumber',
  'writeConcern',
  'readConcern',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'maxTimeMS'
]);

export const create: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const options = Object.fromEntries(
    Object.entries(ctx.args).filter(
      ([key]) => key !== 'create' && !key.startsWith('$') && !ENVELOPE_FIELDS.has(key)
    )
  );
  if (options.capped === true && options.size === undefined)
    throw new CommandError(72, 'InvalidOptions', "the 'size' field is required when 'capped' is true");
  ctx.catalog.create(ctx.db, name, options);
  return { ok: 1 };
};

export const drop: CommandHandler = (ctx) => {
  const name = collectionName(ctx);
  const collection = ctx.catalog.get(ctx.db, name);
  if (!collection) throw nsNotFound();
  const nIndexesWas = collection.indexes.length;
  ctx.catalog.drop(ctx.db, name);
  return { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 };
};

export const dropDatabase: CommandHandler = (ctx) => {
  ctx.catalog.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

export const listCollections: CommandHandler = (ctx) => {
  const filter = asObject(ctx.args.filter) ?? {};
  const query = new Query(filter);
  const entries: Document[] = ctx.catalog
    .collections(ctx.db)
    .map((c) => ({
      name: c.name,
      type: 'collection',
      options: c.options,
      info: { readOnly: false },
      idIndex: { v: 2, key: { _id: 1 }, name: '_id_' }
    }))
    .filter((entry) => query.test(entry))
    .map((entry) => (ctx.args.nameOnly ? { name: entry.name, type: entry.type } : entry));
  const cursor = asObject(ctx.args.cursor) ?? {};
  return ctx.cursors.first(`${ctx.db}.$cmd.listCollections`, entries, asNumber(cursor.batchSize));
};

export const listDatabases: CommandHandler = (ctx) => {
  const databases = ctx.catalog.databases().map((name) => {
    const sizeOnDisk = ctx.catalog.collections(name).reduce((sum, c) => sum + c.size, 0);
    return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
  });
  const totalSize = databases.reduce((sum, db) => sum + db.sizeOnDisk, 0);
  return ctx.args.nameOnly
    ? { databases: databases.map(({ name }) => ({ name })), ok: 1 }
    : { databases, totalSize, ok: 1 };
};
