import { expect } from 'chai';
import { MongoClient, MongoServerError, type Db, type Document, type ObjectId } from 'mongodb';
import { startEmbeddedMongo } from '../../src/index';

/**
 * The server the conformance suite runs against: a real MongoDB when CONFORMANCE_MONGO_URL is
 * set (so differences show up), otherwise a fresh embedded server on a free port.
 */
export interface Target {
  uri: string;
  external: boolean;
  /** A database name unique to this run, so a real server is never polluted across runs. */
  dbName(suffix: string): string;
  stop(): Promise<void>;
}

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function startTarget(): Promise<Target> {
  const external = process.env.CONFORMANCE_MONGO_URL;
  const dbName = (suffix: string) => `conf_${suffix}_${runId}`;
  if (external) return { uri: external, external: true, dbName, stop: async () => {} };
  const server = await startEmbeddedMongo({ port: 0 });
  return { uri: server.uri, external: false, dbName, stop: () => server.stop() };
}

export function connect(uri: string): Promise<MongoClient> {
  return MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
}

/** Drops every database this run created on an external server. */
export async function cleanUp(target: Target, client: MongoClient, ...suffixes: string[]): Promise<void> {
  if (!target.external) return;
  for (const suffix of suffixes) await client.db(target.dbName(suffix)).dropDatabase();
}

/** Polls `check` until it returns true or `attempts` run out; for effects that happen in the background. */
export async function eventually(
  check: () => Promise<boolean>,
  attempts = 100,
  delayMs = 100
): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  return false;
}

/** A schemaless document for tests that use numeric and string _ids. */
export type Doc = Document & { _id?: number | string | ObjectId };

/** A suite's own database on the target, with the client that reaches it. */
export async function openTargetDb(suffix: string): Promise<{ target: Target; client: MongoClient; db: Db }> {
  const target = await startTarget();
  const client = await connect(target.uri);
  return { target, client, db: client.db(target.dbName(suffix)) };
}

/** Undoes openTargetDb: drops what the suite made on an external server, closes the client, stops the server. */
export async function closeTargetDb(
  target: Target | undefined,
  client: MongoClient | undefined,
  suffix: string
): Promise<void> {
  if (target && client) await cleanUp(target, client, suffix);
  await client?.close();
  await target?.stop();
}

/** The server error a command or write failed with (it must fail). */
export async function serverError(work: Promise<unknown>): Promise<MongoServerError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e
  );
  expect(err, 'the command must fail').to.be.instanceOf(MongoServerError);
  return err as MongoServerError;
}
