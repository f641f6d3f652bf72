// The member's data download (DPDP right of access, docs/product-rules.md#the-members-data): ask for an export, watch it
// being gathered from every service, download the archive for 24 hours once it is ready.
import { z } from 'zod';
import { EXPORT_PARTS } from '../../events/exports';
import { defineRoute } from '../route';

export const EXPORT_STATUSES = ['preparing', 'ready', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  id: z.uuid(),
  /** `preparing` until every service's part is in; `ready` for 24 hours; then `expired` (or when gathering failed). */
  status: z.enum(EXPORT_STATUSES),
  requestedAt: z.iso.datetime({ offset: true }),
  /** The services whose part is in, of `partsExpected`. */
  partsReceived: z.array(z.enum(EXPORT_PARTS)),
  partsExpected: z.array(z.enum(EXPORT_PARTS)),
  readyAt: z.iso.datetime({ offset: true }).nullable(),
  /** Until when the archive can be downloaded (null while preparing). */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** Where the archive is, relative to the service's base path (null unless ready). */
  archivePath: z.string().nullable()
});
export type DataExport = z.infer<typeof dataExportSchema>;

const exportParams = z.object({ id: z.string().min(1).max(64) });
const limited = 'too_many_requests';

export const exportRoutes = {
  requestExport: defineRoute({
    name: 'identity.requestExport',
    method: 'POST',
    path: '/exports',
    auth: 'member',
    summary:
      'Starts gathering a copy of everything held about the signed-in member (one archive, every service)',
    description:
      'At most one export is prepared per member at a time: asking again while one is preparing answers that one (200). At most 3 exports a day (429 `too_many_requests`, with Retry-After). Poll `GET /exports/{id}` until it is `ready` (usually well within a minute), then download the archive.',
    response: {
      status: 202,
      body: dataExportSchema,
      replay: { status: 200, description: 'An export is already being prepared for the member: that one' }
    },
    errors: [limited, 'other']
  }),
  listExports: defineRoute({
    name: 'identity.listExports',
    method: 'GET',
    path: '/exports',
    auth: 'member',
    summary:
      'The signed-in member’s recent exports, newest first (what a settings page shows after a reload)',
    response: { status: 200, body: z.object({ exports: z.array(dataExportSchema) }) },
    errors: []
  }),
  getExport: defineRoute({
    name: 'identity.getExport',
    method: 'GET',
    path: '/exports/:id',
    auth: 'member',
    summary: 'One of the member’s exports: status, parts received, until when it can be downloaded',
    request: { params: exportParams },
    response: { status: 200, body: dataExportSchema },
    errors: ['export_not_found']
  }),
  downloadExport: defineRoute({
    name: 'identity.downloadExport',
    method: 'GET',
    path: '/exports/:id/archive',
    auth: 'member',
    summary:
      'The archive (zip): one JSON file per service and the member’s own photos; only its member, for 24 hours after it is ready',
    description:
      'Another member’s export, or an unknown id, is 404 `export_not_found`; one still preparing is 409 `export_not_ready`; one past its 24 hours (or given up) is 410 `export_expired`.',
    request: { params: exportParams },
    response: { status: 200, contentType: 'application/zip' },
    errors: ['export_not_found', 'export_not_ready', 'export_expired']
  })
};
