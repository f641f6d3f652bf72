import { MongoClient, type Document, type ObjectId } from 'mongodb';
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
export async function eventually(check: () => Promise<boolean>, attempts = 100, delayMs = 100): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  return false;
}

/** A schemaless document for tests that use numeric and string _ids. */
export type Doc = Document & { _id?: number | string | ObjectId };
