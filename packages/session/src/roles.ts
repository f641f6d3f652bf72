import { type SessionUser } from './tokens';

/** The Keycloak realm role of administrators (docs/product-rules.md#moderation); svc-profile requires it on every /admin endpoint. */
export const ADMIN_ROLE = 'admin';

/** Where an administrator lands after signing in: the moderation console. */
export const ADMIN_HOME = '/admin';

/**
 * Whether the token says the user is an administrator. It only decides what the browser shows: the
 * services check the role on every call, so a forged claim opens an empty console at most.
 */
export function isAdministrator(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return user?.roles.includes(ADMIN_ROLE) ?? false;
}
