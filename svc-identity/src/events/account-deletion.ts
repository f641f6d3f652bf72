import { outboxEvent, type Logger } from '@matrimony/service-kit';
import { type AdminApi } from '../keycloak/admin-api';
import { type Stores } from '../store';

/**
 * Deletes the Keycloak user, then records identity.user.deleted (outbox) and frees the mobile number.
 * The caller has written the intent with `deletions.begin` first; running this again is harmless.
 */
export async function finishDeletion(admin: AdminApi, stores: Stores, userId: string, mobile: string): Promise<void> {
  await admin.deleteUser(userId);
  await stores.deletions.complete(userId, outboxEvent('identity.user.deleted', { userId }));
  await stores.registrations.forgetMobile(mobile);
  await stores.credentialVersions.erase(userId);
}

/** A deletion still pending after this long was interrupted (crash, Keycloak outage) and is finished here. */
const INTERRUPTED_AFTER_MS = 60_000;

/** Finishes interrupted deletions every interval: the member asked and proved the password, so it completes. */
export function startDeletionRecovery(admin: AdminApi, stores: Stores, logger: Logger, now: () => Date, intervalMs = 60_000) {
  let running: Promise<void> | undefined;
  const pass = async () => {
    for (const { userId, mobile } of await stores.deletions.unfinished(new Date(now().getTime() - INTERRUPTED_AFTER_MS))) {
      await finishDeletion(admin, stores, userId, mobile);
      logger.info({ userId }, 'interrupted account deletion finished');
    }
  };
  const run = () => {
    running ??= pass()
      .catch((err: unknown) => logger.warn({ reason: (err as Error).message }, 'deletion recovery failed, will retry'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    }
  };
}
