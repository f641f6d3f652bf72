import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { errors as joseErrors } from 'jose';
import { clearFailures, isLockedOut, recordFailure } from '../brute-force';
import { authenticateClient } from '../client-auth';
import { activeSession, nowSeconds, realmUrl, type KeycloakContext } from '../context';
import { OAuthError, invalidGrant } from '../errors';
import { verifyPassword } from '../passwords';
import type { Client } from '../realm';
import type { StoredUser } from '../store';
import { verifyRefreshToken } from '../token-verify';
import { issueServiceAccountToken, issueSessionTokens, type TokenResponse } from '../tokens';
import { isFullySetUp } from '../user-profile';
import { grantedScope, parseForm, readForm } from './form';

const INVALID_CREDENTIALS = 'Invalid user credentials';

async function passwordGrant(
  ctx: KeycloakContext,
  req: Request,
  form: Record<string, string>,
  client: Client
) {
  if (!client.directAccessGrantsEnabled) {
    throw new OAuthError(400, 'unauthorized_client', 'Client not allowed for direct access grants');
  }
  if (!form.username) throw new OAuthError(401, 'invalid_request', 'Missing parameter: username');
  const scope = grantedScope(form.scope);
  const { store, realm } = ctx;
  const user =
    store.findByUsername(form.username) ??
    (realm.loginWithEmailAllowed ? store.findByEmail(form.username) : undefined);
  if (!user || user.serviceAccountClientId) {
    await verifyPassword(undefined, form.password ?? '');
    throw invalidGrant(INVALID_CREDENTIALS);
  }
  if (!user.enabled) throw invalidGrant('Account disabled');
  if (isLockedOut(realm, store, user.id)) {
    await verifyPassword(undefined, form.password ?? '');
    throw invalidGrant(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, form.password ?? ''))) {
    if (recordFailure(realm, store, user.id)) user.enabled = false;
    await store.save();
    throw invalidGrant(INVALID_CREDENTIALS, 401);
  }
  if (!isFullySetUp(realm, user)) throw invalidGrant('Account is not fully set up');
  clearFailures(store, user.id);
  const now = nowSeconds(ctx);
  const session = {
    id: randomUUID(),
    userId: user.id,
    clientId: client.clientId,
    scope,
    started: now,
    lastRefresh: now
  };
  store.sessions.set(session.id, session);
  const tokens = await issueSessionTokens(ctx, realmUrl(ctx, req), client, user, session);
  store.saveSessionsSoon();
  return tokens;
}

async function refreshGrant(
  ctx: KeycloakContext,
  req: Request,
  form: Record<string, string>,
  client: Client
) {
  if (!form.refresh_token) throw new OAuthError(400, 'invalid_request', 'Missing parameter: refresh_token');
  const issuer = realmUrl(ctx, req);
  const token = await verifyRefreshToken(ctx, issuer, form.refresh_token).catch((error: unknown) => {
    throw invalidGrant(
      error instanceof joseErrors.JWTExpired ? 'Token is not active' : 'Invalid refresh token'
    );
  });
  if (token.azp !== client.clientId) {
    throw invalidGrant("Invalid refresh token. Token client and authorized client don't match");
  }
  const { store } = ctx;
  const user: StoredUser | undefined = store.users.get(token.sub);
  if (user && (token.iat ?? 0) < user.notBefore) throw invalidGrant('Stale token');
  const session = activeSession(ctx, token.sid);
  if (!user || !session || session.userId !== user.id) throw invalidGrant('Session not active');
  if (!user.enabled) throw invalidGrant('User disabled');
  // Rotation with reuse detection: a refresh token that was already exchanged means two parties hold
  // the session (a stolen token, or its thief's copy): the session ends for both.
  if (ctx.realm.revokeRefreshToken && session.refreshTokenId && token.jti !== session.refreshTokenId) {
    store.sessions.delete(session.id);
    await store.save();
    throw invalidGrant('Maximum allowed refresh token reuse exceeded');
  }
  session.lastRefresh = nowSeconds(ctx);
  const tokens = await issueSessionTokens(ctx, issuer, client, user, session);
  store.saveSessionsSoon();
  return tokens;
}

async function clientCredentialsGrant(
  ctx: KeycloakContext,
  req: Request,
  form: Record<string, string>,
  client: Client
) {
  if (client.publicClient) {
    throw new OAuthError(401, 'unauthorized_client', 'Public client not allowed to retrieve service account');
  }
  const user = client.serviceAccountsEnabled ? ctx.store.findServiceAccount(client.clientId) : undefined;
  if (!user)
    throw new OAuthError(401, 'unauthorized_client', 'Client not enabled to retrieve service account');
  if (!user.enabled) throw new OAuthError(400, 'invalid_request', 'User in service account is disabled');
  const scope = grantedScope(form.scope);
  return issueServiceAccountToken(ctx, realmUrl(ctx, req), client, user, scope, req.ip ?? '127.0.0.1');
}

const GRANTS: Record<
  string,
  (ctx: KeycloakContext, req: Request, form: Record<string, string>, client: Client) => Promise<TokenResponse>
> = {
  password: passwordGrant,
  refresh_token: refreshGrant,
  client_credentials: clientCredentialsGrant
};

export function tokenRoutes(ctx: KeycloakContext): Router {
  const router = Router();
  router.post('/token', parseForm, async (req: Request, res: Response) => {
    const form = readForm(req);
    if (!form.grant_type) throw new OAuthError(400, 'invalid_request', 'Missing form parameter: grant_type');
    const grant = GRANTS[form.grant_type];
    if (!grant) throw new OAuthError(400, 'unsupported_grant_type', 'Unsupported grant_type');
    const client = authenticateClient(ctx, req, form);
    const tokens = await grant(ctx, req, form, client);
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' }).json(tokens);
  });
  return router;
}
