import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_MESSAGES } from '@matrimony/catalog/messages';
import { outboxEvent, problem } from '@matrimony/service-kit';
import { EXPORTS_PER_MEMBER, isPastPrepareLimit } from '../domain/exports';
import { type IdentityDeps } from '../http/deps';
import { type ExportRecord } from '../store/exports';

/**
 * Starts gathering the member's data (identity.export.requested, through the outbox), or answers the export already
 * being prepared. Only a new export counts against the daily limit.
 */
export async function requestExport(
  deps: Pick<IdentityDeps, 'stores' | 'now'>,
  userId: string
): Promise<{ record: ExportRecord; created: boolean }> {
  const { stores } = deps;
  const now = deps.now();
  const running = await stores.exports.preparingOf(userId);
  if (running && !isPastPrepareLimit(running.requestedAt, now)) return { record: running, created: false };
  const taken = await stores.rateLimits.take(`export:member:${userId}`, EXPORTS_PER_MEMBER, now);
  if (!taken.allowed)
    throw problem(429, DATA_EXPORT_MESSAGES.tooManyExports, 'too_many_requests', {
      retryAfterSeconds: taken.retryAfterSec
    });
  const started = await stores.exports.start(randomUUID(), userId, now, (exportId) =>
    outboxEvent('identity.export.requested', { exportId, userId, requestedAt: now.toISOString() })
  );
  // Another request started one first: this one took nothing.
  if (!started.created) await taken.release();
  return started;
}
