import { type Server } from 'node:http';
import { type Express } from 'express';
import { type Logger } from 'pino';
import { ConfigError } from './config';
import { markDraining } from './http/app';
import { createLogger } from './logger';

export interface StartedService {
  server: Server;
  /** When given, /readyz turns 503 as soon as shutdown begins. */
  app?: Express;
  /** Releases everything else (drain NATS, stop relays and consumers, close Mongo). Runs after the server stopped. */
  close?: () => Promise<void>;
  /** The configured drain bound (SHUTDOWN_TIMEOUT_MS); read inside start() with the rest of the config. */
  shutdownTimeoutMs?: number;
  /** The configured drain delay (DRAIN_DELAY_MS), likewise. */
  drainDelayMs?: number;
  /** Ends long-lived responses (live streams) once draining is over, so the listener can close; their clients reconnect elsewhere. */
  beforeServerClose?: () => void;
}

export interface ServiceOptions {
  name: string;
  logger?: Logger;
  start: () => Promise<StartedService>;
  /** Upper bound for the whole shutdown; after it open connections are cut. */
  shutdownTimeoutMs?: number;
  /** Time between readiness turning 503 and the listener closing, so load balancers notice first. */
  drainDelayMs?: number;
}

export interface ServiceHandle {
  started: StartedService;
  /** Resolves true when everything stopped in time, false when the timeout cut it short. */
  shutdown(reason: string): Promise<boolean>;
}

/** Starts the service and returns a handle whose shutdown is graceful and bounded. */
export async function startService(options: ServiceOptions): Promise<ServiceHandle> {
  const logger = options.logger ?? createLogger({ name: options.name });
  const started = await options.start();
  let shutdownPromise: Promise<boolean> | undefined;

  const shutdown = (reason: string) => {
    shutdownPromise ??= gracefulShutdown(
      started,
      logger,
      reason,
      started.shutdownTimeoutMs ?? options.shutdownTimeoutMs ?? 10_000,
      started.drainDelayMs ?? options.drainDelayMs ?? 0
    );
    return shutdownPromise;
  };
  return { started, shutdown };
}

async function gracefulShutdown(
  started: StartedService,
  logger: Logger,
  reason: string,
  timeoutMs: number,
  drainDelayMs: number
): Promise<boolean> {
  logger.info({ reason }, 'shutting down');
  if (started.app) markDraining(started.app);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const orderly = (async () => {
    if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    started.beforeServerClose?.();
    await closeServer(started.server);
    await started.close?.();
    return true as const;
  })();
  const finishedInTime = await Promise.race([orderly, timedOut]);
  clearTimeout(timer);
  if (!finishedInTime) {
    logger.warn({ timeoutMs }, 'shutdown timed out; closing remaining connections');
    started.server.closeAllConnections();
  } else {
    logger.info('shutdown complete');
  }
  return finishedInTime;
}

// Stops accepting connections, lets in-flight requests finish, and closes keep-alive sockets as they go idle.
function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const idleSweeper = setInterval(() => server.closeIdleConnections(), 100);
    server.close((err) => {
      clearInterval(idleSweeper);
      if (err) reject(err);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Process entry for main.ts: starts the service, shuts it down gracefully on SIGTERM/SIGINT and exits.
 * A configuration error prints its message (naming the variables) and exits with status 1.
 */
export async function runService(options: ServiceOptions): Promise<void> {
  const logger = options.logger ?? createLogger({ name: options.name });
  let handle: ServiceHandle | undefined;
  let signalDuringStart: NodeJS.Signals | undefined;
  let signals = 0;
  const shutdownAndExit = (service: ServiceHandle, reason: string) => {
    void service.shutdown(reason).then((clean) => process.exit(clean ? 0 : 1));
  };
  // Installed before start so a signal during start-up is honoured once the service is up.
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    if (handle) shutdownAndExit(handle, signal);
    else signalDuringStart = signal;
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  try {
    handle = await startService({ ...options, logger });
  } catch (err) {
    if (err instanceof ConfigError) console.error(`${options.name}: ${err.message}`);
    else logger.fatal({ err }, 'failed to start');
    process.exit(1);
  }
  if (signalDuringStart) shutdownAndExit(handle, signalDuringStart);
}

/** Starts listening and resolves once the port is bound (rejects on EADDRINUSE and the like). */
/**
 * Idle keep-alive connections live longer than any proxy in front keeps them (ingress, gateway: 60 s),
 * so the proxy, not the service, closes them: otherwise a proxy can reuse a socket the service is
 * closing at that moment and its request fails with ECONNRESET.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}
