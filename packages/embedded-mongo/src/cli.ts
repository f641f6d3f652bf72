import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './server';

/** `embedded-mongo --port 27017 --dbpath .data/mongo [--host 127.0.0.1]`: prints the URI, stops on SIGTERM/SIGINT. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27017' },
    host: { type: 'string', default: '127.0.0.1' },
    dbpath: { type: 'string' }
  }
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`embedded-mongo: --port must be a port number, got "${values.port}"`);
  process.exit(2);
}

// Handlers go in before start-up so a signal at any moment leads to a clean stop.
let stopping = false;
const started = startEmbeddedMongo({ port, host: values.host, dataDir: values.dbpath });
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  started
    .then((server) => server.stop())
    .then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('embedded-mongo: failed to stop cleanly', err);
        process.exit(1);
      }
    );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

const server = await started;
console.log(server.uri);
