// The member's own account at svc-identity (/settings), through the session's one API client and typed by
// svc-identity's contract (import type only). Not RTK Query: a mutation keeps its arguments (the passwords)
// and its answer (the new session's tokens) in the Redux store.
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type { identityRoutes } from '@matrimony/contracts/http/identity';
import type { DataExport, exportRoutes } from '@matrimony/contracts/http/identity/exports';
import { request, requestFile, type DownloadedFile } from '@matrimony/session';

type Routes = typeof identityRoutes;
export type NewSession = ResponseOf<Routes['changePassword']>;

/** POST /api/identity/password: answers the tokens of a new session (every earlier one has ended). */
export function changePassword(currentPassword: string, newPassword: string): Promise<NewSession> {
  return request<Routes['changePassword']>({ method: 'POST', path: '/api/identity/password', body: { currentPassword, newPassword } });
}

/** DELETE /api/identity/accounts/me with the password typed again: every service erases the member's data. */
export function deleteAccount(password: string): Promise<void> {
  return request<Routes['deleteAccount']>({ method: 'DELETE', path: '/api/identity/accounts/me', body: { password } });
}

// The member's data download (svc-identity's exports). Not RTK Query either: the answer is polled while it is
// prepared, and the archive is a file, not data to cache.
type ExportRoutes = typeof exportRoutes;
export type { DataExport, DownloadedFile };

/** POST /api/identity/exports: a new export, or the one already being prepared; 429 after 3 in 24 hours. */
export function requestExport(): Promise<DataExport> {
  return request<ExportRoutes['requestExport']>({ method: 'POST', path: '/api/identity/exports' });
}

/** GET /api/identity/exports: the member's recent exports, newest first. */
export async function listExports(signal?: AbortSignal): Promise<DataExport[]> {
  return (await request<ExportRoutes['listExports']>({ method: 'GET', path: '/api/identity/exports', signal })).exports;
}

/** GET /api/identity/exports/:id: one export, to watch it being prepared. */
export function getExport(id: string, signal?: AbortSignal): Promise<DataExport> {
  return request<ExportRoutes['getExport']>({ method: 'GET', path: '/api/identity/exports/:id', params: { id }, signal });
}

/** The archive of a ready export: its `archivePath` is relative to svc-identity's base path. */
export function downloadExport(archivePath: string): Promise<DownloadedFile> {
  return requestFile(`/api/identity${archivePath}`);
}
