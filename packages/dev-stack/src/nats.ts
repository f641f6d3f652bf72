import { accessSync, constants, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ManagedChild } from './child-process';
import { StackError } from './errors';
import type { Log } from './log';

// Debian installs nats-server into /usr/sbin, which is not on every user's PATH.
const systemDirs = ['/usr/sbin', '/usr/local/bin', '/usr/local/sbin'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The nats-server binary: NATS_SERVER_BIN, else the PATH and the usual system directories. */
export function findNatsServer(
  env: NodeJS.ProcessEnv = process.env,
  extraDirs: string[] = systemDirs
): string {
  if (env.NATS_SERVER_BIN) {
    if (isExecutable(env.NATS_SERVER_BIN)) return env.NATS_SERVER_BIN;
    throw new StackError(
      `NATS_SERVER_BIN is set to ${env.NATS_SERVER_BIN}, which is not an executable file.`
    );
  }
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...extraDirs];
  const found = dirs.map((dir) => join(dir, 'nats-server')).find(isExecutable);
  if (found) return found;
  throw new StackError(
    'nats-server (the NATS JetStream broker) is not installed. Install it with:\n' +
      '  sudo apt-get install -y nats-server\n' +
      '(as root: apt-get install -y nats-server), or point NATS_SERVER_BIN at the binary.'
  );
}

/** nats-server with JetStream, its data under `storeDir`, bound to loopback only. */
export function startNats(options: { port: number; host: string; storeDir: string; log: Log }): ManagedChild {
  const binary = findNatsServer();
  mkdirSync(options.storeDir, { recursive: true });
  return new ManagedChild(
    {
      name: 'nats',
      command: binary,
      args: ['-js', '-sd', options.storeDir, '-a', options.host, '-p', String(options.port)],
      cwd: options.storeDir,
      env: process.env
    },
    options.log
  );
}
