import { createServer, type AddressInfo } from 'node:net';
import { StackError } from './errors';
import { portNames, portPurpose, type PortName, type StackPorts } from './topology';

export const loopback = '127.0.0.1';

/** Resolves true when nothing listens on the port (we could bind it), false on EADDRINUSE. */
export function isPortFree(port: number, host = loopback): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port the operating system considers free right now. */
export function findFreePort(host = loopback): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host }, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `start` again, up to `attempts` times in all, when it failed because a port found free was taken before its
 * piece listened: a port is free only at the moment it is asked for, and on a busy machine another socket (a test's
 * connection, a neighbour's server) may take it first.
 */
export async function againOnTakenPort<T>(
  start: () => Promise<T>,
  { attempts = 3, onRetry }: { attempts?: number; onRetry?: () => void } = {}
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts || !(error instanceof Error && error.message.includes('EADDRINUSE')))
        throw error;
      onRetry?.();
    }
  }
}

export function busyPortMessage(name: PortName, port: number): string {
  return (
    `Port ${port} is already in use; ${portPurpose[name]} needs it. ` +
    `Stop whatever is listening there (see \`ss -ltnp 'sport = :${port}'\`) and run again.`
  );
}

/** Checks every port before anything starts, so a clash is reported by name instead of half-starting. */
export async function assertPortsFree(ports: StackPorts, host = loopback): Promise<void> {
  const busy: string[] = [];
  for (const name of portNames) {
    if (!(await isPortFree(ports[name], host))) busy.push(busyPortMessage(name, ports[name]));
  }
  if (busy.length > 0) throw new StackError(busy.join('\n'));
}

/** Distinct free ports for every piece (used by tests and benchmarks). */
export async function allocateFreePorts(host = loopback): Promise<StackPorts> {
  const taken = new Set<number>();
  const ports = {} as StackPorts;
  for (const name of portNames) {
    let port = await findFreePort(host);
    while (taken.has(port)) port = await findFreePort(host);
    taken.add(port);
    ports[name] = port;
  }
  return ports;
}
