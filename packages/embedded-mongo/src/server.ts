import { createServer, type AddressInfo, type Socket } from 'node:net';
import { CursorStore } from './cursors';
import { dispatch, type ServerState } from './dispatch';
import { Catalog } from './storage/catalog';
import { Journal } from './storage/journal';
import { sweepExpired } from './storage/ttl';
import { serveConnection } from './wire/connection';

export interface EmbeddedMongoOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Directory for the journal; without it the data lives in memory only. */
  dataDir?: string;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 1000;

/** Starts a MongoDB wire-protocol server in this process. */
export async function startEmbeddedMongo(opts: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = opts.host ?? '127.0.0.1';
  const catalog = new Catalog();
  const journal = opts.dataDir ? await Journal.open(opts.dataDir, catalog) : undefined;
  const state: ServerState = {
    catalog,
    cursors: new CursorStore(),
    server: { host, port: 0, startedAt: new Date() },
    durable: journal ? () => journal.flush() : () => Promise.resolve()
  };

  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(socket, ++connections, (request, connectionId) => dispatch(request, connectionId, state));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, host, () => resolve());
    });
  } catch (err) {
    await journal?.close();
    throw err;
  }
  server.on('error', (err) => console.error('embedded-mongo: server error', err));
  const port = (server.address() as AddressInfo).port;
  state.server.port = port;

  const sweeper = setInterval(() => {
    try {
      if (sweepExpired(catalog) > 0)
        state.durable().catch((err) => console.error('embedded-mongo: TTL journal write failed', err));
      state.cursors.reapIdle();
    } catch (err) {
      console.error('embedded-mongo: sweep failed', err);
    }
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      clearInterval(sweeper);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await journal?.close();
    })());

  const uriHost = host.includes(':') ? `[${host}]` : host;
  return { uri: `mongodb://${uriHost}:${port}/`, port, stop };
}
