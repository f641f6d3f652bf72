import { type RouteAccess } from '@matrimony/federation';
import { afterSignInPath, signInPathFor, type SessionStatus } from '@matrimony/session';

export type GuardDecision = { kind: 'render' } | { kind: 'loading' } | { kind: 'redirect'; to: string };

/**
 * What a route shows for the current session:
 * - public pages always render;
 * - member pages show "Loading..." while the session resolves, then render or send to /signin
 *   (remembering the wanted page);
 * - visitor pages (/signin) send a signed-in member on to the remembered page or /dashboard.
 */
export function decideAccess(access: RouteAccess, status: SessionStatus, location: { pathname: string; search: string }): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (status === 'loading') return { kind: 'loading' };
  if (access === 'member') {
    return status === 'signedIn' ? { kind: 'render' } : { kind: 'redirect', to: signInPathFor(location.pathname + location.search) };
  }
  return status === 'signedIn' ? { kind: 'redirect', to: afterSignInPath(location.search) } : { kind: 'render' };
}
