import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { startGateway, type Gateway, type StackPorts } from '@matrimony/dev-stack';
import express from 'express';

export const CEILING_PATH = '/api/profiles/bench-ceiling';

export interface Ceiling {
  /** Base URL of the second gateway; CEILING_PATH on it reaches the bare endpoint. */
  url: string;
  close(): Promise<void>;
}

/**
 * The ceiling: a bare Express endpoint behind the dev gateway's own proxy code. The stack's gateway
 * has a fixed routing table, so a second instance of it runs with svc-profile's upstream pointed at
 * the bare app (the same path shape as a profile read, the same proxy hop).
 */
export async function startCeiling(ports: StackPorts): Promise<Ceiling> {
  const app = express();
  app.disable('x-powered-by');
  app.get(CEILING_PATH, (_req, res) => {
    res.json({ ok: true });
  });
  const bare: Server = await new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  const barePort = (bare.address() as AddressInfo).port;
  const upstream = (port: number) => `http://127.0.0.1:${port}`;
  const gateway: Gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    upstreams: {
      shell: upstream(ports.shell),
      'mf-public': upstream(ports['mf-public']),
      'mf-signup': upstream(ports['mf-signup']),
      'mf-account': upstream(ports['mf-account']),
      'svc-identity': upstream(ports['svc-identity']),
      'svc-profile': upstream(barePort),
      'svc-billing': upstream(ports['svc-billing']),
      'svc-notify': upstream(ports['svc-notify']),
      razorpay: upstream(ports.razorpay)
    }
  });
  return {
    url: `http://127.0.0.1:${gateway.port}`,
    async close() {
      await gateway.close();
      bare.closeAllConnections();
      await new Promise<void>((resolve) => bare.close(() => resolve()));
    }
  };
}
