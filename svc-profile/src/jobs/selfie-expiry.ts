// A selfie nobody decided on within 7 days expires and is deleted (docs/product-rules.md#verification); a decision
// whose selfie deletion was interrupted is finished, and poses drawn more than a day ago are forgotten. One replica
// at a time.
import { type Connection } from 'mongoose';
import { startPeriodicJob, type Logger } from '@matrimony/service-kit';
import { selfieExpiryCutoff } from '../domain/photo-check';
import { type Stores } from '../store';
import { finishSelfieDecision } from '../verification/finish-selfie-decision';

export const SELFIE_EXPIRY_INTERVAL_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One pass: what the periodic job runs, and what tests call with their own clock. */
export async function expireSelfies(
  stores: Pick<Stores, 'photoChecks' | 'photoCheckChallenges' | 'images'>,
  now: Date,
  logger: Logger
): Promise<void> {
  for (const waiting of await stores.photoChecks.overdueForExpiry(selfieExpiryCutoff(now))) {
    const expired = await stores.photoChecks.expire(waiting._id, now);
    if (!expired) continue;
    await finishSelfieDecision(stores, expired);
    logger.info({ checkId: expired._id }, 'selfie expired undecided');
  }
  for (const decided of await stores.photoChecks.unfinished()) {
    await finishSelfieDecision(stores, decided);
    logger.info({ checkId: decided._id }, 'selfie deletion finished');
  }
  await stores.photoCheckChallenges.removeExpiredBefore(new Date(now.getTime() - DAY_MS));
}

export function startSelfieExpiryJob(
  stores: Stores,
  connection: Connection,
  now: () => Date,
  logger: Logger
) {
  return startPeriodicJob({
    name: 'selfie-expiry',
    intervalMs: SELFIE_EXPIRY_INTERVAL_MS,
    lease: { connection },
    logger,
    run: () => expireSelfies(stores, now(), logger)
  });
}
