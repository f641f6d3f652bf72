import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ManagedChild } from './child-process';
import type { Log } from './log';

const embeddedMongoBin = join(
  dirname(fileURLToPath(import.meta.resolve('@matrimony/embedded-mongo'))),
  '..',
  'bin',
  'embedded-mongo.mjs'
);

/**
 * The embedded MongoDB server in its own process, as mongod would be: in the stack's own process it shared
 * one event loop with the gateway, the development Keycloak and (in the bench) the load generator, so every
 * database answer waited behind them and every measured latency included that wait.
 */
export function startMongo(options: { port: number; host: string; dataDir: string; log: Log }): ManagedChild {
  mkdirSync(options.dataDir, { recursive: true });
  return new ManagedChild(
    {
      name: 'mongo',
      command: process.execPath,
      args: [
        embeddedMongoBin,
        '--port',
        String(options.port),
        '--host',
        options.host,
        '--dbpath',
        options.dataDir
      ],
      cwd: options.dataDir,
      env: process.env
    },
    options.log
  );
}
