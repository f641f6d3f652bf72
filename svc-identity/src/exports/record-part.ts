import { archivePathOf, type ExportPart } from '@matrimony/contracts';
import { type Logger } from '@matrimony/service-kit';
import { type IdentityDeps } from '../http/deps';

/**
 * Records another service's part of an export. A part for an export that is gone (the account was deleted while it
 * was being gathered) has its objects removed at once instead of waiting for the bucket's max age.
 */
export async function recordExportPart(
  deps: Pick<IdentityDeps, 'stores' | 'exportStore' | 'now'>,
  logger: Logger,
  part: ExportPart,
  data: { exportId: string; userId: string; objects: string[] }
): Promise<void> {
  const { exportId, userId } = data;
  // Only objects of this export are ever put in its archive.
  const objects = data.objects.filter((name) => archivePathOf(exportId, name) !== undefined);
  const record = await deps.stores.exports.get(exportId);
  if (!record || record.userId !== userId) {
    await deps.exportStore.remove(objects);
    logger.info({ exportId, part }, 'export part for an erased export removed');
    return;
  }
  const updated = await deps.stores.exports.recordPart(exportId, part, objects, deps.now());
  logger.info({ exportId, userId, part, state: updated?.state }, 'export part recorded');
}
