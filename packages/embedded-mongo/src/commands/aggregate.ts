import { type Document } from 'bson';
import { Aggregator } from 'mingo';
import { badValue, CommandError } from '../errors';
import { matching } from '../query';
import { withBsonContext } from '../bson-type-operator';
import { collationOf, prepareFilter } from '../filter-rewrite';
import { keyOf } from '../storage/keys';
import type { Collection } from '../storage/collection';
import { getPath, withTypes } from '../types';
import { cloneDoc } from '../updates';
import { asNumber, asObject, type CommandContext, type CommandHandler } from './context';

const UNSUPPORTED_STAGES = [
  '$out',
  '$merge',
  '$geoNear',
  '$search',
  '$changeStream',
  '$currentOp',
  '$indexStats',
  '$collStats'
];

/** Runs a pipeline; a leading `$match` goes through the collection's map lookups. */
export function runPipeline(
  ctx: CommandContext,
  collection: Collection | undefined,
  pipeline: Document[]
): Document[] {
  for (const stage of pipeline) {
    const op = Object.keys(stage)[0] ?? '';
    if (UNSUPPORTED_STAGES.includes(op)) {
      throw new CommandError(
        59,
        'CommandNotFound',
        `aggregation stage ${op} is not supported by embedded-mongo`
      );
    }
  }
  const rewritten = pipeline.map((stage) => {
    const match =
      '$match' in stage
        ? prepareFilter(stage.$match as Record<string, unknown>, undefined).filter
        : stage.$match;
    return match === stage.$match ? stage : { $match: match };
  });
  if (rewritten.some((stage, i) => stage !== pipeline[i]))
    ctx = { ...ctx, mingo: withBsonContext(ctx.mingo) };
  const [first, ...rest] = rewritten;
  const leadingMatch = first && asObject(first.$match);
  const source = leadingMatch
    ? matching(collection, leadingMatch, ctx.mingo, collationOf(ctx.args.collation))
    : (collection?.documents() ?? []);
  const stages = leadingMatch ? rest : rewritten;
  const out = runStages(stages.every(readsOnly) ? source : source.map(cloneDoc), stages, ctx);
  // Documents passed through untouched keep their stored numeric types.
  return out.map((doc) => {
    const stored = collection?.get(doc._id);
    return stored?.doc === doc ? withTypes(doc, stored.hints) : doc;
  });
}

/** Stages that never modify their input documents; any other stage gets copies of the stored ones. */
const READ_ONLY_STAGES = new Set(['$match', '$sort', '$skip', '$limit', '$count', '$sample', '$sortByCount']);
const readsOnly = (stage: Document) => READ_ONLY_STAGES.has(Object.keys(stage)[0] ?? '');

/** mingo's `$sample` draws with replacement; MongoDB returns distinct documents, so it is done here. */
function runStages(source: Document[], stages: Document[], ctx: CommandContext): Document[] {
  const at = stages.findIndex((stage) => '$sample' in stage);
  const before = at < 0 ? stages : stages.slice(0, at);
  let docs = before.length ? new Aggregator(before, ctx.mingo).run(source) : source;
  if (at < 0) return docs;
  const size = asNumber(asObject(stages[at]?.$sample)?.size);
  if (size === undefined || size < 0) throw badValue('$sample requires a non-negative size');
  docs = sample(docs, size);
  return runStages(docs, stages.slice(at + 1), ctx);
}

function sample<T>(items: T[], size: number): T[] {
  const pool = [...items];
  const count = Math.min(size, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

export const aggregate: CommandHandler = (ctx) => {
  const target = ctx.args.aggregate;
  const pipeline = ctx.args.pipeline;
  if (!Array.isArray(pipeline)) throw badValue("'pipeline' option must be specified as an array");
  if (ctx.args.explain)
    throw new CommandError(59, 'CommandNotFound', 'explain is not supported by embedded-mongo');
  if (typeof target !== 'string')
    throw new CommandError(
      59,
      'CommandNotFound',
      'database-level aggregate is not supported by embedded-mongo'
    );
  const collection = ctx.catalog.get(ctx.db, target);
  const docs = runPipeline(ctx, collection, pipeline as Document[]);
  const cursor = asObject(ctx.args.cursor) ?? {};
  return ctx.cursors.first(`${ctx.db}.${target}`, docs, asNumber(cursor.batchSize));
};

export const count: CommandHandler = (ctx) => {
  const collection = ctx.catalog.get(ctx.db, String(ctx.args.count));
  const query = asObject(ctx.args.query) ?? {};
  let n = Object.keys(query).length
    ? matching(collection, query, ctx.mingo, collationOf(ctx.args.collation)).length
    : (collection?.size ?? 0);
  n = Math.max(0, n - (asNumber(ctx.args.skip) ?? 0));
  const limit = Math.abs(asNumber(ctx.args.limit) ?? 0);
  return { n: limit ? Math.min(n, limit) : n, ok: 1 };
};

export const distinct: CommandHandler = (ctx) => {
  const key = ctx.args.key;
  if (typeof key !== 'string') throw badValue('distinct requires a key string');
  const collection = ctx.catalog.get(ctx.db, String(ctx.args.distinct));
  const seen = new Map<string, unknown>();
  for (const doc of matching(
    collection,
    asObject(ctx.args.query) ?? {},
    ctx.mingo,
    collationOf(ctx.args.collation)
  )) {
    const value = getPath(doc, key);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && !seen.has(keyOf(item))) seen.set(keyOf(item), item);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};
