import { randomUUID } from 'node:crypto';
import { DATA_EXPORT_MESSAGES } from '@matrimony/catalog/messages';
import { HttpProblem, outboxEvent, problem, SESSION_ENDED } from '@matrimony/service-kit';
import { EXPORTS_PER_MEMBER, isPastPrepareLimit } from '../domain/exports';
import { type IdentityDeps } from '../http/deps';
import { type ExportRecord } from '../store/exports';
import { eraseExportsOf } from './erase-exports';

/**
 * Starts gathering the member's data (identity.export.requested, through the outbox), or answers the export already
 * being prepared. Only a new export counts against the daily limit.
 */
export async function requestExport(
  deps: Pick<IdentityDeps, 'stores' | 'exportStore' | 'now'>,
  userId: string,
  isDeleted: (userId: string) => Promise<boolean>
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
  // The account was deleted while this request ran (its token was checked before): the deletion's erasure may
  // already have run, so this export goes now, and parts the other services write for it are removed on arrival.
  if (started.created && (await isDeleted(userId))) {
    await eraseExportsOf(deps, userId);
    throw new HttpProblem(401, SESSION_ENDED, { code: 'token_revoked' });
  }
  return started;
}
