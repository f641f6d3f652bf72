import { EXPORT_PARTS } from '@matrimony/contracts';
import { type ResponseOf } from '@matrimony/contracts/http/route';
import { type exportRoutes } from '@matrimony/contracts/http/identity/exports';
import { exportStatus } from '../../domain/exports';
import { type ExportRecord } from '../../store/exports';

export type ExportView = ResponseOf<typeof exportRoutes.getExport>;

/** An export as its member sees it: ids, times and which parts are in; never the objects' names. */
export function exportView(record: ExportRecord, now: Date): ExportView {
  const status = exportStatus(record, now);
  return {
    id: record._id,
    status,
    requestedAt: record.requestedAt.toISOString(),
    partsReceived: EXPORT_PARTS.filter((part) => record.parts.some((received) => received.part === part)),
    partsExpected: [...EXPORT_PARTS],
    readyAt: record.readyAt?.toISOString() ?? null,
    expiresAt: record.expiresAt?.toISOString() ?? null,
    archivePath: status === 'ready' ? `/exports/${record._id}/archive` : null
  };
}
