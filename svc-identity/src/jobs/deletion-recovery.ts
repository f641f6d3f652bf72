import { startPeriodicJob, type Logger } from '@matrimony/service-kit';
import { finishDeletion, type DeletionDeps } from '../accounts/finish-deletion';

/** A deletion still pending after this long was interrupted (crash, Keycloak outage) and is finished here. */
const INTERRUPTED_AFTER_MS = 60_000;

/** Finishes interrupted deletions every interval: the member asked and proved the password, so it completes. */
export function startDeletionRecovery(deps: DeletionDeps, logger: Logger, intervalMs = 60_000) {
  const job = startPeriodicJob({
    name: 'deletion-recovery',
    intervalMs,
    logger,
    async run() {
      for (const { userId, mobile } of await deps.stores.deletions.unfinished(
        new Date(deps.now().getTime() - INTERRUPTED_AFTER_MS)
      )) {
        await finishDeletion(deps, { userId, mobile });
        logger.info({ userId }, 'interrupted account deletion finished');
      }
    }
  });
  return {
    /** One pass now (after any running one). */
    run: () => job.runNow(),
    stop: () => job.stop()
  };
}
