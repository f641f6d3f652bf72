import { type Router } from 'express';
import { exportRoutes as routes } from '@matrimony/contracts/http/identity/exports';
import { DATA_EXPORT_MESSAGES } from '@matrimony/catalog/messages';
import { contractRoute, inputOf, problem, requireAuth, sendJson } from '@matrimony/service-kit';
import { exportStatus } from '../../domain/exports';
import { archiveComplete, streamArchive } from '../../exports/archive';
import { requestExport } from '../../exports/request-export';
import { deletedAccounts } from '../../accounts/revoked';
import { type ExportRecord } from '../../store/exports';
import { type IdentityDeps } from '../deps';
import { exportView } from './view';

const notFound = () => problem(404, DATA_EXPORT_MESSAGES.exportNotFound, 'export_not_found');

/** POST /exports, GET /exports, GET /exports/:id, GET /exports/:id/archive: the member's data download. */
export function dataExportRoutes(router: Router, deps: IdentityDeps): void {
  const { stores, verifier } = deps;

  /** The member's own export; anyone else's answers exactly like an unknown id. */
  const ownExport = async (userId: string, exportId: string): Promise<ExportRecord> => {
    const record = await stores.exports.get(exportId);
    if (!record || record.userId !== userId) throw notFound();
    return record;
  };

  contractRoute(router, routes.requestExport, requireAuth(verifier), async (req, res) => {
    const userId = req.auth!.userId;
    const { record, created } = await requestExport(
      deps,
      userId,
      deletedAccounts(stores, deps.config.MOBILE_HASH_KEY)
    );
    req.log.info(
      { userId, exportId: record._id, created },
      created ? 'data export requested' : 'data export already being prepared'
    );
    res.set('Cache-Control', 'no-store');
    if (created) sendJson(res, routes.requestExport, exportView(record, deps.now()));
    else res.status(routes.requestExport.response.replay.status).json(exportView(record, deps.now()));
  });

  contractRoute(router, routes.listExports, requireAuth(verifier), async (req, res) => {
    const records = await stores.exports.recentOf(req.auth!.userId, 5);
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.listExports, { exports: records.map((record) => exportView(record, deps.now())) });
  });

  contractRoute(router, routes.getExport, requireAuth(verifier), async (req, res) => {
    const { id } = inputOf(res, routes.getExport.request).params;
    const record = await ownExport(req.auth!.userId, id);
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.getExport, exportView(record, deps.now()));
  });

  contractRoute(router, routes.downloadExport, requireAuth(verifier), async (req, res) => {
    const { id } = inputOf(res, routes.downloadExport.request).params;
    const record = await ownExport(req.auth!.userId, id);
    const status = exportStatus(record, deps.now());
    if (status === 'preparing') throw problem(409, DATA_EXPORT_MESSAGES.exportNotReady, 'export_not_ready');
    // Past its window, or an object aged out of the bucket early: a new export is the answer either way.
    if (status === 'expired' || !(await archiveComplete(deps.exportStore, record)))
      throw problem(410, DATA_EXPORT_MESSAGES.exportExpired, 'export_expired');
    req.log.info({ userId: record.userId, exportId: record._id }, 'data export downloaded');
    const day = (record.readyAt ?? record.requestedAt).toISOString().slice(0, 10);
    res.status(routes.downloadExport.response.status);
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="my-data-${day}.zip"`,
      'Cache-Control': 'no-store'
    });
    streamArchive(deps.exportStore, record, res);
  });
}
