import { type Router } from 'express';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { inputOf, requireAuth, validate } from '@matrimony/service-kit';
import { SIGNIN_MESSAGES } from '@matrimony/catalog/messages';
import { signInSchema } from '@matrimony/catalog/validation';
import { SIGN_INS_PER_IP, SIGN_INS_PER_MOBILE } from '../../domain/limits';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';
import { problem } from '../problems';

const signInSchemas = { body: signInSchema };
const signOutSchemas = {
  body: z.object({ refresh_token: z.string().min(1).max(8192).optional() })
};
const TOO_MANY_SIGN_INS = {
  message: { title: 'Too Many Attempts', description: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  code: 'too-many-requests'
};
const REFRESH_TOKEN_NEEDED = { title: 'Sign Out Failed', description: 'This session token does not belong to your account. Please sign in again.' } as const;

/** POST /sessions (sign in), DELETE /sessions/current (sign out). */
export function sessionRoutes(router: Router, deps: IdentityDeps): void {
  const { stores, tokens, admin, verifier } = deps;

  router.post('/sessions', validate(signInSchemas), async (req, res) => {
    const { mobile, password } = inputOf(res, signInSchemas).body;
    await enforceLimit(stores.rateLimits, res, `sign-in:ip:${req.ip}`, SIGN_INS_PER_IP, TOO_MANY_SIGN_INS, deps.now());
    await enforceLimit(stores.rateLimits, res, `sign-in:mobile:${mobile}`, SIGN_INS_PER_MOBILE, TOO_MANY_SIGN_INS, deps.now());
    const result = await tokens.passwordGrant(mobile, password);
    // Unknown number, wrong password and locked account: one status, one body (no account enumeration).
    if (!result.ok) throw problem(401, SIGNIN_MESSAGES.signInFailed, 'invalid-credentials');
    res.set('Cache-Control', 'no-store').json(result.tokens);
  });

  router.delete('/sessions/current', requireAuth(verifier), validate(signOutSchemas), async (req, res) => {
    const userId = req.auth!.userId;
    const refreshToken = inputOf(res, signOutSchemas).body.refresh_token ?? req.get('x-refresh-token');
    if (!refreshToken) {
      // Without the refresh token the one session cannot be named through Keycloak's API: end them all,
      // so the refresh token of this one dies for certain.
      await admin.logoutEverywhere(userId);
      res.status(204).end();
      return;
    }
    const claims = jwt.decode(refreshToken);
    // Keycloak checks the signature; this only stops one member from ending another member's session.
    if (!claims || typeof claims === 'string' || claims.sub !== userId) {
      throw problem(400, REFRESH_TOKEN_NEEDED, 'refresh-token-invalid', { refresh_token: REFRESH_TOKEN_NEEDED.description });
    }
    await tokens.logout(refreshToken);
    res.status(204).end();
  });
}
