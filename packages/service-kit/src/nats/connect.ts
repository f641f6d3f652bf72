import { connect } from '@nats-io/transport-node';
import { type NatsConnection } from '@nats-io/nats-core';
import { type Logger } from 'pino';
import { type ReadinessCheck } from '../http/health';

export interface ConnectNatsOptions {
  /** One URL or a comma-separated list, e.g. config.NATS_URL. */
  servers: string | string[];
  /** Connection name shown by the server, e.g. `svc-profile`. */
  name: string;
  logger?: Logger;
}

const connected = new WeakMap<NatsConnection, boolean>();

/** Connects once (failing fast when no server answers), then reconnects forever. */
export async function connectNats({ servers, name, logger }: ConnectNatsOptions): Promise<NatsConnection> {
  const list = Array.isArray(servers) ? servers : servers.split(',').map((s) => s.trim());
  const nc = await connect({ servers: list, name, maxReconnectAttempts: -1, reconnectTimeWait: 1000 });
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
