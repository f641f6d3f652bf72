import { readFileSync } from 'node:fs';
import { connect, type ConnectionOptions } from '@nats-io/transport-node';
import { type NatsConnection } from '@nats-io/nats-core';
import { inboxPrefixOf } from '@matrimony/contracts';
import { type Logger } from 'pino';
import { type ReadinessCheck } from '../http/health';

export interface ConnectNatsOptions {
  /** One URL or a comma-separated list, e.g. config.NATS_URL. */
  servers: string | string[];
  /** Connection name shown by the server, e.g. `svc-profile`; also names the connection's inbox prefix. */
  name: string;
  logger?: Logger;
  /** The service's NATS user and password (production); unset → anonymous (dev, tests). */
  user?: string;
  password?: string;
  /** PEM file of the CA that signed the servers' certificates; set → TLS is required. */
  tlsCaFile?: string;
}

/** The connection settings a service's config holds: `connectNats({ ...natsSettings(config), name, logger })`. */
export function natsSettings(config: {
  NATS_URL: string;
  NATS_USER?: string;
  NATS_PASSWORD?: string;
  NATS_TLS_CA?: string;
}) {
  return {
    servers: config.NATS_URL,
    user: config.NATS_USER,
    password: config.NATS_PASSWORD,
    tlsCaFile: config.NATS_TLS_CA
  };
}

const connected = new WeakMap<NatsConnection, boolean>();

/** Connects once (failing fast when no server answers), then reconnects forever. */
export async function connectNats({
  servers,
  name,
  logger,
  user,
  password,
  tlsCaFile
}: ConnectNatsOptions): Promise<NatsConnection> {
  const list = Array.isArray(servers) ? servers : servers.split(',').map((s) => s.trim());
  const options: ConnectionOptions = {
    servers: list,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    // Replies (publish acks, pulled messages) come back under this prefix; each service's NATS user may
    // subscribe to its own prefix only, so no service can listen to another's replies.
    inboxPrefix: inboxPrefixOf(name)
  };
  if (user) Object.assign(options, { user, pass: password ?? '' });
  if (tlsCaFile) options.tls = { ca: readFileSync(tlsCaFile, 'utf8') };
  const nc = await connect(options);
  connected.set(nc, true);
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        connected.set(nc, false);
        logger?.warn({ server: status.server }, 'NATS disconnected');
      } else if (status.type === 'reconnect') {
        connected.set(nc, true);
        logger?.info({ server: status.server }, 'NATS reconnected');
      }
    }
  })();
  return nc;
}

/** Ready while the connection is up (not closed, draining or reconnecting). */
export function natsReadiness(nc: NatsConnection): ReadinessCheck {
  return { name: 'nats', check: () => !nc.isClosed() && !nc.isDraining() && connected.get(nc) !== false };
}
