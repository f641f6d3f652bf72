import { Router, type Request, type Response } from 'express';
import { authenticateClient } from '../client-auth';
import { activeSession, realmUrl, type KeycloakContext } from '../context';
import { OAuthError, invalidGrant } from '../errors';
import { verifyAccessToken, verifyRefreshToken, type VerifiedToken } from '../token-verify';
import { userClaims } from '../tokens';
import { parseForm, readForm } from './form';

/** POST logout: ends the session a refresh token belongs to (204, also when it had already ended). */
async function logout(ctx: KeycloakContext, req: Request, res: Response) {
  const form = readForm(req);
  const client = authenticateClient(ctx, req, form);
  if (!form.refresh_token) throw new OAuthError(400, 'invalid_request', 'No refresh token');
  const token = await verifyRefreshToken(ctx, realmUrl(ctx, req), form.refresh_token).catch(() => {
    throw invalidGrant('Invalid refresh token');
  });
  if (token.azp !== client.clientId) throw invalidGrant('Invalid refresh token');
  if (token.sid && ctx.store.sessions.delete(token.sid)) await ctx.store.save();
  res.status(204).end();
}

/** RFC 7009 revocation: a refresh token ends its session, an access token is refused from then on. */
async function revoke(ctx: KeycloakContext, req: Request, res: Response) {
  const form = readForm(req);
  const client = authenticateClient(ctx, req, form);
  if (!form.token) throw new OAuthError(400, 'invalid_request', 'Token not provided');
  const issuer = realmUrl(ctx, req);
  const token: VerifiedToken | undefined =
    (await verifyRefreshToken(ctx, issuer, form.token).catch(() => undefined)) ??
    (await verifyAccessToken(ctx, issuer, form.token).catch(() => undefined));
  if (token) {
    if (token.azp !== client.clientId) throw new OAuthError(400, 'invalid_request', 'Unmatching client');
    if (token.typ === 'Refresh' && token.sid) ctx.store.sessions.delete(token.sid);
    if (token.typ === 'Bearer' && token.jti) ctx.store.revokedTokens.set(token.jti, token.exp ?? 0);
    await ctx.store.save();
  }
  res.status(200).end();
}

function bearerError(ctx: KeycloakContext, res: Response, error: string, description: string) {
  res
    .status(401)
    .set(
      'WWW-Authenticate',
      `Bearer realm="${ctx.realm.realm}", error="${error}", error_description="${description}"`
    )
    .json({ error, error_description: description });
}

async function userinfo(ctx: KeycloakContext, req: Request, res: Response) {
  const header = req.get('authorization') ?? '';
  const raw = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
  if (!raw) return bearerError(ctx, res, 'invalid_request', 'Token not provided');
  const token = await verifyAccessToken(ctx, realmUrl(ctx, req), raw).catch(() => undefined);
  if (!token) return bearerError(ctx, res, 'invalid_token', 'Token verification failed');
  const user = ctx.store.users.get(token.sub);
  const sessionAlive = token.sid
    ? activeSession(ctx, token.sid) !== undefined
    : Boolean(user?.serviceAccountClientId);
  if (!user || !sessionAlive || (token.iat ?? 0) < user.notBefore) {
    return bearerError(
      ctx,
      res,
      'invalid_token',
      "User session not found or doesn't have client attached on it"
    );
  }
  const client = ctx.realm.clients.find((c) => c.clientId === token.azp);
  res.json({ sub: user.id, ...userClaims(client, user, 'userinfo') });
}

export function sessionRoutes(ctx: KeycloakContext): Router {
  const router = Router();
  router.post('/logout', parseForm, (req, res) => logout(ctx, req, res));
  router.post('/revoke', parseForm, (req, res) => revoke(ctx, req, res));
  router.get('/userinfo', (req, res) => userinfo(ctx, req, res));
  router.post('/userinfo', parseForm, (req, res) => userinfo(ctx, req, res));
  return router;
}
