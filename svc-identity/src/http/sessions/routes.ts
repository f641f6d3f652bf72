import { type Router } from 'express';
import jwt from 'jsonwebtoken';
import { identityRoutes as routes } from '@matrimony/contracts/http/identity';
import {
  contractRoute,
  inputOf,
  problem,
  requireAuth,
  sendJson,
  sendNoContent
} from '@matrimony/service-kit';
import { type IdentityDeps } from '../deps';
import { signInChallengeHandler, signInHandler } from './sign-in';

const SESSION_ENDED = {
  title: 'Session Expired',
  description: 'Your session has ended. Please sign in again.'
} as const;
const UNKNOWN_CLIENT = 'This client may not refresh sessions here.';
const REFRESH_TOKEN_NEEDED = {
  title: 'Sign Out Failed',
  description: 'This session token does not belong to your account. Please sign in again.'
} as const;

/** POST /sessions (sign in), POST /sessions/tokens (refresh, for keycloak-js), DELETE /sessions/current (sign out). */
export function sessionRoutes(router: Router, deps: IdentityDeps): void {
  const { tokens, admin, verifier } = deps;

  contractRoute(router, routes.getSignInChallenge, signInChallengeHandler(deps));
  contractRoute(router, routes.signIn, signInHandler(deps));

  // No rate limit: only a live refresh token from Keycloak gets an answer, and each works once.
  contractRoute(router, routes.refreshSession, async (_req, res) => {
    const { refresh_token: refreshToken, client_id: clientId } = inputOf(
      res,
      routes.refreshSession.request
    ).body;
    if (clientId !== deps.config.KEYCLOAK_WEB_CLIENT_ID) {
      throw problem(400, { title: 'Invalid Request', description: UNKNOWN_CLIENT }, 'validation_failed', {
        errors: { client_id: UNKNOWN_CLIENT }
      });
    }
    const result = await tokens.refresh(refreshToken);
    if (!result.ok) throw problem(400, SESSION_ENDED, 'session_not_active');
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    sendJson(res, routes.refreshSession, result.tokens);
  });

  // A member whose account was just deleted or suspended still ends the session their page holds.
  contractRoute(router, routes.signOut, requireAuth(verifier, { evenIfRevoked: true }), async (req, res) => {
    const userId = req.auth!.userId;
    const refreshToken =
      inputOf(res, routes.signOut.request).body.refresh_token ?? req.get('x-refresh-token');
    if (!refreshToken) {
      // Without the refresh token the one session cannot be named through Keycloak's API: end them all,
      // so the refresh token of this one dies for certain.
      await admin.logoutEverywhere(userId);
      return sendNoContent(res, routes.signOut);
    }
    const claims = jwt.decode(refreshToken);
    // Keycloak checks the signature; this only stops one member from ending another member's session.
    if (!claims || typeof claims === 'string' || claims.sub !== userId) {
      throw problem(400, REFRESH_TOKEN_NEEDED, 'refresh_token_invalid', {
        errors: { refresh_token: REFRESH_TOKEN_NEEDED.description }
      });
    }
    await tokens.logout(refreshToken);
    sendNoContent(res, routes.signOut);
  });
}
