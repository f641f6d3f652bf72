import { type RouteAccess } from '@matrimony/federation';
import { afterSignInPath, signInPathFor, type SessionStatus } from '@matrimony/session';

/**
 * `loading.pageReady`: whether the spinner counts as the page being ready, which replaces a prerendered page.
 * Not on visitor pages: their prerendered form (sign-in, sign-up) stays until the session is known, or what
 * the visitor typed meanwhile would be lost under the spinner.
 */
export type GuardDecision = { kind: 'render' } | { kind: 'loading'; pageReady: boolean } | { kind: 'redirect'; to: string };

/**
 * What a route shows for the current session:
 * - public pages always render;
 * - member pages show "Loading..." while the session resolves, then render or send to /signin
 *   (remembering the wanted page);
 * - visitor pages (/signin) send a signed-in member on to the remembered page or /dashboard.
 */
export function decideAccess(access: RouteAccess, status: SessionStatus, location: { pathname: string; search: string }): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (status === 'loading') return { kind: 'loading', pageReady: access === 'member' };
  if (access === 'member') {
    return status === 'signedIn' ? { kind: 'render' } : { kind: 'redirect', to: signInPathFor(location.pathname + location.search) };
  }
  return status === 'signedIn' ? { kind: 'redirect', to: afterSignInPath(location.search) } : { kind: 'render' };
}
