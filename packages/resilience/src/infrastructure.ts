import { connect } from 'node:net';
import { join } from 'node:path';
import { ManagedChild } from '@matrimony/dev-stack';
import { startNatsServer, type NatsServerHandle } from '@matrimony/service-kit';
import { repoRoot } from './repo';
import { httpOk, onFreePort, StopWaiting, waitFor } from './wait';

const startTimeoutMs = 60_000;
/** svc-identity's service-account secret, given to both sides so they agree. */
export const IDENTITY_CLIENT_SECRET = 'resilience-svc-identity-secret';

export interface RunningProcess {
  url: string;
  child: ManagedChild;
}

function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function untilUp(child: ManagedChild, what: string, probe: () => Promise<boolean>): Promise<void> {
  await waitFor(
    what,
    async () => {
      if (child.hasExited) throw new StopWaiting(child.describeFailure());
      return probe();
    },
    startTimeoutMs,
    200
  ).catch((error: Error) => {
    child.signal('SIGKILL');
    throw new Error(`${error.message}\n${child.describeFailure()}`);
  });
}

/** The embedded MongoDB server in its own process (in memory), so its work does not share the test's event loop. */
export function startMongo(): Promise<RunningProcess> {
  return onFreePort(startMongoOn);
}

async function startMongoOn(port: number): Promise<RunningProcess> {
  const child = new ManagedChild({
    name: 'embedded-mongo',
    command: process.execPath,
    args: [join(repoRoot, 'packages/embedded-mongo/bin/embedded-mongo.mjs'), '--port', String(port)],
    cwd: repoRoot,
    env: process.env
  });
  await untilUp(child, 'the embedded MongoDB server', () => tcpOpen(port));
  return { url: `mongodb://127.0.0.1:${port}/`, child };
}

export interface RunningKeycloak extends RunningProcess {
  issuer: string;
}

/** The development Keycloak issuer in its own process; tokens carry its loopback URL as issuer. */
export function startKeycloak(): Promise<RunningKeycloak> {
  return onFreePort(startKeycloakOn);
}

async function startKeycloakOn(port: number): Promise<RunningKeycloak> {
  const base = `http://127.0.0.1:${port}`;
  const child = new ManagedChild({
    name: 'keycloak-dev',
    command: process.execPath,
    args: [
      join(repoRoot, 'packages/keycloak-dev/bin/keycloak-dev.mjs'),
      '--port',
      String(port),
      '--public-url',
      base
    ],
    cwd: repoRoot,
    env: { ...process.env, KEYCLOAK_SVC_IDENTITY_SECRET: IDENTITY_CLIENT_SECRET, MATRIMONY_PUBLIC_URL: base }
  });
  const url = `${base}/auth`;
  await untilUp(child, 'the development Keycloak issuer', () =>
    httpOk(`${url}/realms/matrimony`).catch(() => false)
  );
  return { url, issuer: `${url}/realms/matrimony`, child };
}

/** nats-server -js in a temporary store directory (service-kit's helper: stop() and restart() keep the streams). */
export function startNats(): Promise<NatsServerHandle> {
  return startNatsServer();
}
