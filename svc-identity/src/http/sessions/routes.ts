import { type Router } from 'express';
import jwt from 'jsonwebtoken';
import { identityRoutes as routes } from '@matrimony/contracts/http/identity';
import { contractRoute, inputOf, problem, requireAuth, sendJson, sendNoContent } from '@matrimony/service-kit';
import { SIGNIN_MESSAGES } from '@matrimony/catalog/messages';
import { SIGN_INS_PER_IP, SIGN_INS_PER_MOBILE } from '../../domain/limits';
import { type IdentityDeps } from '../deps';
import { enforceLimits } from '../limits';

const TOO_MANY_SIGN_INS = {
  message: { title: 'Too Many Attempts', description: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  code: 'too_many_requests'
};
const SESSION_ENDED = { title: 'Session Expired', description: 'Your session has ended. Please sign in again.' } as const;
const UNKNOWN_CLIENT = 'This client may not refresh sessions here.';
const REFRESH_TOKEN_NEEDED = { title: 'Sign Out Failed', description: 'This session token does not belong to your account. Please sign in again.' } as const;

/** POST /sessions (sign in), POST /sessions/tokens (refresh, for keycloak-js), DELETE /sessions/current (sign out). */
export function sessionRoutes(router: Router, deps: IdentityDeps): void {
  const { stores, tokens, admin, verifier } = deps;

  contractRoute(router, routes.signIn, async (req, res) => {
    const { mobile, password } = inputOf(res, routes.signIn.request).body;
    const limits = [
      { key: `sign-in:ip:${req.ip}`, limit: SIGN_INS_PER_IP },
      { key: `sign-in:mobile:${mobile}`, limit: SIGN_INS_PER_MOBILE }
    ];
    await enforceLimits(stores.rateLimits, limits, TOO_MANY_SIGN_INS, deps.now());
    const result = await tokens.passwordGrant(mobile, password);
    // A suspended member is told so (Keycloak says "Account disabled" whatever the password, so this answer
    // reveals that the number belongs to a suspended account; the limits above bound how fast that can be asked).
    if (!result.ok && result.reason === 'account_disabled') throw problem(403, SIGNIN_MESSAGES.accountSuspended, 'account_suspended');
    // Unknown number, wrong password and locked account: one status, one body (no account enumeration).
    if (!result.ok) throw problem(401, SIGNIN_MESSAGES.signInFailed, 'invalid_credentials');
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.signIn, result.tokens);
  });

  // No rate limit: only a live refresh token from Keycloak gets an answer, and each works once.
  contractRoute(router, routes.refreshSession, async (_req, res) => {
    const { refresh_token: refreshToken, client_id: clientId } = inputOf(res, routes.refreshSession.request).body;
    if (clientId !== deps.config.KEYCLOAK_WEB_CLIENT_ID) {
      throw problem(400, { title: 'Invalid Request', description: UNKNOWN_CLIENT }, 'validation_failed', { errors: { client_id: UNKNOWN_CLIENT } });
    }
    const result = await tokens.refresh(refreshToken);
    if (!result.ok) throw problem(400, SESSION_ENDED, 'session_not_active');
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    sendJson(res, routes.refreshSession, result.tokens);
  });

  contractRoute(router, routes.signOut, requireAuth(verifier), async (req, res) => {
    const userId = req.auth!.userId;
    const refreshToken = inputOf(res, routes.signOut.request).body.refresh_token ?? req.get('x-refresh-token');
    if (!refreshToken) {
      // Without the refresh token the one session cannot be named through Keycloak's API: end them all,
      // so the refresh token of this one dies for certain.
      await admin.logoutEverywhere(userId);
      return sendNoContent(res, routes.signOut);
    }
    const claims = jwt.decode(refreshToken);
    // Keycloak checks the signature; this only stops one member from ending another member's session.
    if (!claims || typeof claims === 'string' || claims.sub !== userId) {
      throw problem(400, REFRESH_TOKEN_NEEDED, 'refresh_token_invalid', { errors: { refresh_token: REFRESH_TOKEN_NEEDED.description } });
    }
    await tokens.logout(refreshToken);
    sendNoContent(res, routes.signOut);
  });
}
