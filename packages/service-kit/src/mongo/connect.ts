import mongoose, { type Connection } from 'mongoose';
import { type Logger } from 'pino';
import { type ReadinessCheck } from '../http/health';

export interface ConnectMongoOptions {
  /** config.MONGO_URL; unset → an embedded in-memory server (development and tests). */
  url?: string;
  dbName: string;
  logger?: Logger;
}

interface EmbeddedMongo {
  uri: string;
  stop(): Promise<void>;
}

// Mongoose keeps the stack of every query's caller (only for its "Query was already executed" message);
// building a stack with source maps on cost about 3% of svc-profile's CPU under load (bench/README.md).
mongoose.set('skipOriginalStackTraces', true);

/** A mongoose connection to MONGO_URL, or to an in-memory embedded server that stops when the connection closes. */
export async function connectMongo({ url, dbName, logger }: ConnectMongoOptions): Promise<Connection> {
  if (url) return mongoose.createConnection(url, { dbName }).asPromise();
  const embedded = await startEmbedded();
  logger?.info({ uri: embedded.uri, dbName }, 'MONGO_URL not set: using the embedded in-memory server');
  const conn = await mongoose.createConnection(embedded.uri, { dbName }).asPromise();
  conn.once('close', () => {
    void embedded.stop();
  });
  return conn;
}

// Imported on demand, so production (MONGO_URL set) never loads the embedded server. The specifier is a
// variable so this package's typecheck does not compile embedded-mongo's sources; the shape used is
// its documented interface `startEmbeddedMongo(opts) → { uri, port, stop }`.
const EMBEDDED_MONGO_MODULE = '@matrimony/embedded-mongo';

async function startEmbedded(): Promise<EmbeddedMongo> {
  const { startEmbeddedMongo } = (await import(EMBEDDED_MONGO_MODULE)) as {
    startEmbeddedMongo(opts?: { port?: number }): Promise<EmbeddedMongo>;
  };
  return startEmbeddedMongo({ port: 0 });
}

export function mongoReadiness(conn: Connection): ReadinessCheck {
  return { name: 'mongo', check: () => conn.readyState === mongoose.ConnectionStates.connected };
}
