import { type Connection } from 'mongoose';
import { startPeriodicJob, type Logger } from '@matrimony/service-kit';
import { expiryCutoff } from '../domain/id-document-review';
import { type Stores } from '../store';
import { finishDocumentDecision } from '../verification/finish-document-decision';

export interface IdDocumentExpiryDeps {
  stores: Pick<Stores, 'idDocuments' | 'idDocumentImages' | 'idVerifications'>;
  now: () => Date;
}

/**
 * Every interval: a photo of an ID document nobody decided on within 7 days expires and its image is deleted
 * (docs/product-rules.md#verification); a decision whose image deletion (or approval record) was interrupted is
 * finished.
 */
export function startIdDocumentExpiry(
  deps: IdDocumentExpiryDeps,
  logger: Logger,
  options: { intervalMs?: number; lease?: Connection } = {}
) {
  const { stores } = deps;
  const job = startPeriodicJob({
    name: 'id-document-expiry',
    intervalMs: options.intervalMs ?? 10 * 60_000,
    logger,
    // One replica at a time: each step is conditional anyway, this only spares the duplicate work.
    lease: options.lease ? { connection: options.lease } : undefined,
    async run() {
      const now = deps.now();
      for (const waiting of await stores.idDocuments.overdueForExpiry(expiryCutoff(now))) {
        const expired = await stores.idDocuments.expire(waiting._id, now);
        if (!expired) continue;
        await finishDocumentDecision(stores, expired);
        logger.info({ submissionId: expired._id, userId: expired.userId }, 'ID document expired undecided');
      }
      for (const decided of await stores.idDocuments.unfinished()) {
        await finishDocumentDecision(stores, decided);
        logger.info({ submissionId: decided._id }, 'ID document decision finished');
      }
    }
  });
  return {
    /** One pass now (after any running one). */
    run: () => job.runNow(),
    stop: () => job.stop()
  };
}
