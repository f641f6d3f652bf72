import { type Connection } from 'mongoose';
import { startPeriodicJob, type Logger } from '@matrimony/service-kit';
import { expiringNoticeHorizon } from '../domain/subscription';
import { type Subscriptions } from '../store/subscriptions';

/** How often ends within the notice window are looked for: a member is told within this time of entering it. */
export const EXPIRING_NOTICE_JOB_INTERVAL_MS = 15 * 60 * 1000;

export interface ExpiringNoticeJob {
  /** One pass now; resolves with how many members it told (0 when another replica held the lease). */
  run(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Tells members whose premium ends within 3 days (billing.subscription.expiring), once per subscription and end
 * date. One replica at a time (the lease in `job_leases`); each notice is also a conditional write, so a pass
 * taken over from a stalled holder tells nobody twice.
 */
export function startExpiringNoticeJob(
  subscriptions: Subscriptions,
  connection: Connection,
  now: () => Date,
  logger: Logger,
  intervalMs = EXPIRING_NOTICE_JOB_INTERVAL_MS
): ExpiringNoticeJob {
  let toldLast = 0;
  const job = startPeriodicJob({
    name: 'premium-expiring-notice',
    intervalMs,
    lease: { connection },
    logger,
    async run() {
      toldLast = 0;
      const at = now();
      toldLast = await subscriptions.announceExpiring(at, expiringNoticeHorizon(at));
      if (toldLast > 0) logger.info({ told: toldLast }, 'members told their premium ends within days');
    }
  });
  return {
    async run() {
      toldLast = 0;
      await job.runNow();
      return toldLast;
    },
    stop: () => job.stop()
  };
}
