import { type RouteAccess } from '@matrimony/federation';
import {
  ADMIN_HOME,
  afterSignInPath,
  signInPathFor,
  SIGNED_IN_HOME,
  type SessionStatus
} from '@matrimony/session';

/**
 * `loading.pageReady`: whether the spinner counts as the page being ready, which replaces a prerendered page.
 * Not on visitor pages: their prerendered form (sign-in, sign-up) stays until the session is known, or what
 * the visitor typed meanwhile would be lost under the spinner.
 */
export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'loading'; pageReady: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/**
 * What a route shows for the current session:
 * - public pages always render;
 * - member pages show "Loading..." while the session resolves, then render or send to /signin
 *   (remembering the wanted page);
 * - admin pages render for administrators only; anyone else, signed in or not, gets the 404 page
 *   (no redirect to /signin: that would tell a visitor the console exists);
 * - visitor pages (/signin) send a signed-in member on to the remembered page or /dashboard (an
 *   administrator to /admin).
 */
export function decideAccess(
  access: RouteAccess,
  status: SessionStatus,
  location: { pathname: string; search: string },
  isAdmin = false
): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (status === 'loading') return { kind: 'loading', pageReady: access === 'member' || access === 'admin' };
  if (access === 'admin') return status === 'signedIn' && isAdmin ? { kind: 'render' } : { kind: 'notFound' };
  if (access === 'member') {
    return status === 'signedIn'
      ? { kind: 'render' }
      : { kind: 'redirect', to: signInPathFor(location.pathname + location.search) };
  }
  return status === 'signedIn'
    ? { kind: 'redirect', to: afterSignInPath(location.search, isAdmin ? ADMIN_HOME : SIGNED_IN_HOME) }
    : { kind: 'render' };
}
