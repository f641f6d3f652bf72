import { type Logger } from '@matrimony/service-kit';
import { type Subscriptions } from '../store/subscriptions';

export interface ExpiryJob {
  /** One pass now; resolves with how many subscriptions it rewrote. */
  run(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Rewrites lapsed premiums to free every `intervalMs`, so a member who never comes back still becomes free
 * (decisions: expiry on read and by a periodic job). Replicas may run it together: each rewrite is conditional.
 */
export function startExpiryJob(subscriptions: Subscriptions, now: () => Date, logger: Logger, intervalMs: number): ExpiryJob {
  let running: Promise<number> | undefined;
  const run = () => {
    running ??= subscriptions
      .expireLapsed(now())
      .then((rewritten) => {
        if (rewritten > 0) logger.info({ rewritten }, 'lapsed premium subscriptions rewritten to free');
        return rewritten;
      })
      .catch((err: unknown) => {
        logger.warn({ err }, 'subscription expiry pass failed, will retry');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    }
  };
}
