import { startPeriodicJob, type Logger } from '@matrimony/service-kit';
import { type Subscriptions } from '../store/subscriptions';

/** How often lapsed premiums are looked for: a lapsed member is free within this time even without a visit. */
export const EXPIRY_JOB_INTERVAL_MS = 60_000;

export interface ExpiryJob {
  /** One pass now; resolves with how many subscriptions it rewrote. */
  run(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Rewrites lapsed premiums to free every `intervalMs` (EXPIRY_JOB_INTERVAL_MS in production), so a member who never comes back still becomes free
 * (expiry happens on read and here: docs/product-rules.md#plans-and-premium). Replicas may run it together: each rewrite is conditional.
 */
export function startExpiryJob(
  subscriptions: Subscriptions,
  now: () => Date,
  logger: Logger,
  intervalMs = EXPIRY_JOB_INTERVAL_MS
): ExpiryJob {
  let rewrittenLast = 0;
  const job = startPeriodicJob({
    name: 'expire-subscriptions',
    intervalMs,
    logger,
    async run() {
      rewrittenLast = 0;
      try {
        rewrittenLast = await subscriptions.expireLapsed(now());
        if (rewrittenLast > 0)
          logger.info({ rewritten: rewrittenLast }, 'lapsed premium subscriptions rewritten to free');
      } catch (err) {
        logger.warn({ err }, 'subscription expiry pass failed, will retry');
      }
    }
  });
  return {
    async run() {
      await job.runNow();
      return rewrittenLast;
    },
    stop: () => job.stop()
  };
}
