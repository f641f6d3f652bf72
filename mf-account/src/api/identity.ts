// The member's own account at svc-identity (/settings), through the session's one API client and typed by
// svc-identity's contract (import type only). Not RTK Query: a mutation keeps its arguments (the passwords)
// and its answer (the new session's tokens) in the Redux store.
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type { identityRoutes } from '@matrimony/contracts/http/identity';
import { request } from '@matrimony/session';

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
