// The member's own account at svc-identity (/settings), through the session's one API client and typed by
// svc-identity's contract (import type only). Not RTK Query: a mutation keeps its arguments (the passwords)
// and its answer (the new session's tokens) in the Redux store.
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type { identityRoutes } from '@matrimony/contracts/http/identity';
import type { DataExport } from '@matrimony/contracts/http/identity/exports';
import type { contactChangeRoutes } from '@matrimony/contracts/http/identity/contact-changes';
import { apiRoutes, basePaths, callRoute, requestFile, type DownloadedFile } from '@matrimony/session';

const routes = apiRoutes.identity;

type Routes = typeof identityRoutes;
export type NewSession = ResponseOf<Routes['changePassword']>;
export type Account = ResponseOf<Routes['getAccount']>;

/** GET /api/identity/me: the member's own account as Keycloak holds it (the current e-mail and mobile). */
export function getAccount(signal?: AbortSignal): Promise<Account> {
  return callRoute(routes.getAccount, { signal });
}

/** POST /api/identity/password: answers the tokens of a new session (every earlier one has ended). */
export function changePassword(currentPassword: string, newPassword: string): Promise<NewSession> {
  return callRoute(routes.changePassword, { body: { currentPassword, newPassword } });
}

/** DELETE /api/identity/accounts/me with the password typed again: every service erases the member's data. */
export function deleteAccount(password: string): Promise<void> {
  return callRoute(routes.deleteAccount, { body: { password } });
}

// The member's data download (svc-identity's exports). Not RTK Query either: the answer is polled while it is
// prepared, and the archive is a file, not data to cache.
export type { DataExport, DownloadedFile };

/** POST /api/identity/exports: a new export, or the one already being prepared; 429 after 3 in 24 hours. */
export function requestExport(): Promise<DataExport> {
  return callRoute(routes.requestExport);
}

/** GET /api/identity/exports: the member's recent exports, newest first. */
export async function listExports(signal?: AbortSignal): Promise<DataExport[]> {
  return (await callRoute(routes.listExports, { signal })).exports;
}

/** GET /api/identity/exports/:id: one export, to watch it being prepared. */
export function getExport(id: string, signal?: AbortSignal): Promise<DataExport> {
  return callRoute(routes.getExport, { params: { id }, signal });
}

/** The archive of a ready export: its `archivePath` is relative to svc-identity's base path. */
export function downloadExport(archivePath: string): Promise<DownloadedFile> {
  return requestFile(`${basePaths.identity}${archivePath}`);
}

// Changing the e-mail address (a link to the new address) and the mobile number (a code texted to it).
type ContactRoutes = typeof contactChangeRoutes;
export type EmailChangeSent = ResponseOf<ContactRoutes['requestEmailChange']>;
export type MobileChangeSent = ResponseOf<ContactRoutes['requestMobileChange']>;

/** POST /api/identity/email-changes: e-mails the confirmation link to the new address; nothing changes until it is used. */
export function requestEmailChange(email: string, currentPassword: string): Promise<EmailChangeSent> {
  return callRoute(routes.requestEmailChange, { body: { email, currentPassword } });
}

/** POST /api/identity/mobile-changes: texts a code to the new number (again, for "Resend OTP"). */
export function requestMobileChange(mobile: string, currentPassword: string): Promise<MobileChangeSent> {
  return callRoute(routes.requestMobileChange, { body: { mobile, currentPassword } });
}

/** POST /api/identity/mobile-changes/confirm: the code makes the new number the one the member signs in with. */
export function confirmMobileChange(
  mobile: string,
  code: string
): Promise<ResponseOf<ContactRoutes['confirmMobileChange']>> {
  return callRoute(routes.confirmMobileChange, { body: { mobile, code } });
}
