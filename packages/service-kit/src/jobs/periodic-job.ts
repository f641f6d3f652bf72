import { type Connection } from 'mongoose';
import { type Logger } from 'pino';
import { createJobLease } from './lease';

export interface PeriodicJobOptions {
  /** Names the job in logs and its lease document, e.g. `expire-subscriptions`. */
  name: string;
  intervalMs: number;
  /** Fraction of intervalMs (0–1) added at random to each wait, so replicas do not fire together. Default 0.1. */
  jitter?: number;
  run(): Promise<void>;
  logger: Logger;
  /** At most one replica runs a pass at a time: the one holding the lease document in this database. */
  lease?: { connection: Connection; ttlMs?: number };
}

export interface PeriodicJob {
  /** Stops the timer and waits for a pass that is running. */
  stop(): Promise<void>;
  /** Runs one pass now (after any running pass), e.g. at start-up or from a test. Resolves false when another replica held the lease. */
  runNow(): Promise<boolean>;
}

/**
 * Runs `run` every intervalMs (plus jitter), never overlapping itself; a failing pass is logged and the
 * next one runs on schedule. The timer is unref'd, so a job never keeps a process alive.
 */
export function startPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
  const { name, intervalMs, logger } = options;
  const jitter = Math.min(Math.max(options.jitter ?? 0.1, 0), 1);
  const lease = options.lease
    ? createJobLease(options.lease.connection, name, options.lease.ttlMs ?? Math.max(intervalMs, 60_000))
    : undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> = Promise.resolve(true);

  const pass = async (): Promise<boolean> => {
    if (lease && !(await lease.acquire())) return false;
    try {
      await options.run();
    } finally {
      await lease?.release();
    }
    return true;
  };

  const runNow = (): Promise<boolean> => {
    running = running.then(pass, pass);
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        runNow()
          .catch((err: unknown) => logger.error({ err, job: name }, 'periodic job failed'))
          .finally(schedule);
      },
      intervalMs + Math.random() * jitter * intervalMs
    );
    timer.unref();
  };
  schedule();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    }
  };
}
