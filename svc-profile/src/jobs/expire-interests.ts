// Pending interests lapse after 30 days (docs/product-rules.md#interests-and-mutual-matches). Answers already refuse a lapsed interest; this job
// marks them expired and publishes profile.interest.expired, one replica at a time.
import { type Connection } from 'mongoose';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@matrimony/service-kit';
import { expireDueInterests } from '../connections/answer-interest';
import { type Stores } from '../store';

export const EXPIRY_JOB_INTERVAL_MS = 60 * 60 * 1000;

export function startInterestExpiryJob(
  stores: Stores,
  connection: Connection,
  now: () => Date,
  logger: Logger
): PeriodicJob {
  return startPeriodicJob({
    name: 'expire-interests',
    intervalMs: EXPIRY_JOB_INTERVAL_MS,
    lease: { connection },
    logger,
    async run() {
      const expired = await expireDueInterests(stores, now());
      if (expired > 0) logger.info({ expired }, 'pending interests expired');
    }
  });
}
