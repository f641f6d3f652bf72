import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Longer than the gateway keeps idle upstream sockets, so the gateway closes them first (see gateway.ts).
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Listens and resolves with the bound port (useful with port 0). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Stops accepting, drops idle and open keep-alive connections, resolves when closed. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
