import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { nowSeconds, type KeycloakContext } from './context';
import type { Client } from './realm';
import { effectiveRoles } from './roles';
import type { StoredUser, UserSession } from './store';

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_expires_in: number;
  refresh_token?: string;
  token_type: 'Bearer';
  id_token?: string;
  'not-before-policy': number;
  session_state?: string;
  scope: string;
}

type TokenKind = 'access' | 'id' | 'userinfo';

/** The profile and email scope claims, plus the client's user-attribute mappers for this kind of token. */
export function userClaims(
  client: Client | undefined,
  user: StoredUser,
  kind: TokenKind
): Record<string, unknown> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const claims: Record<string, unknown> = {
    email_verified: user.emailVerified,
    ...(name ? { name } : {}),
    preferred_username: user.username,
    ...(user.firstName ? { given_name: user.firstName } : {}),
    ...(user.lastName ? { family_name: user.lastName } : {}),
    ...(user.email ? { email: user.email } : {})
  };
  for (const mapper of client?.protocolMappers ?? []) {
    if (mapper.protocolMapper !== 'oidc-usermodel-attribute-mapper') continue;
    if (mapper.config[`${kind}.token.claim`] !== 'true') continue;
    const value = user.attributes[mapper.config['user.attribute'] ?? '']?.[0];
    const claimName = mapper.config['claim.name'];
    if (value === undefined || !claimName) continue;
    const type = mapper.config['jsonType.label'];
    claims[claimName] =
      type === 'boolean' ? value === 'true' : type === 'int' || type === 'long' ? Number(value) : value;
  }
  return claims;
}

function roleClaims(ctx: KeycloakContext, client: Client, user: StoredUser) {
  const { realmRoles, clientRoles } = effectiveRoles(ctx.realm, user);
  const resourceAccess = Object.fromEntries(
    Object.entries(clientRoles).map(([clientId, roles]) => [clientId, { roles }])
  );
  // Keycloak's audience: every other client whose roles the token carries.
  const audiences = Object.keys(resourceAccess).filter((c) => c !== client.clientId);
  return {
    ...(audiences.length ? { aud: audiences.length === 1 ? audiences[0] : audiences } : {}),
    realm_access: { roles: realmRoles },
    ...(audiences.length || resourceAccess[client.clientId] ? { resource_access: resourceAccess } : {})
  };
}

function sign(ctx: KeycloakContext, payload: JWTPayload): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: ctx.keys.kid })
    .sign(ctx.keys.privateKey);
}

function atHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

/** Access, refresh and (for `openid`) ID token for a user session: the password and refresh grants. */
export async function issueSessionTokens(
  ctx: KeycloakContext,
  issuer: string,
  client: Client,
  user: StoredUser,
  session: UserSession
): Promise<TokenResponse> {
  const iat = nowSeconds(ctx);
  const exp = iat + ctx.realm.accessTokenLifespan;
  const common = { iat, iss: issuer, sub: user.id, azp: client.clientId, sid: session.id };
  const accessToken = await sign(ctx, {
    exp,
    jti: `onrtac:${randomUUID()}`,
    ...common,
    ...roleClaims(ctx, client, user),
    typ: 'Bearer',
    acr: '1',
    'allowed-origins': client.webOrigins,
    scope: session.scope,
    ...userClaims(client, user, 'access')
  });
  const refreshExp = ctx.store.sessionExpiry(session);
  const refreshTokenId = randomUUID();
  session.refreshTokenId = refreshTokenId;
  const refreshToken = await new SignJWT({
    exp: refreshExp,
    jti: refreshTokenId,
    ...common,
    aud: issuer,
    typ: 'Refresh',
    scope: session.scope
  })
    .setProtectedHeader({ alg: 'HS512', typ: 'JWT', kid: ctx.keys.kid })
    .sign(ctx.keys.refreshSecret);
  const idToken = session.scope.split(' ').includes('openid')
    ? await sign(ctx, {
        exp,
        auth_time: session.started,
        jti: randomUUID(),
        ...common,
        aud: client.clientId,
        typ: 'ID',
        at_hash: atHash(accessToken),
        acr: '1',
        ...userClaims(client, user, 'id')
      })
    : undefined;
  return {
    access_token: accessToken,
    expires_in: ctx.realm.accessTokenLifespan,
    refresh_expires_in: refreshExp - iat,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    ...(idToken ? { id_token: idToken } : {}),
    'not-before-policy': 0,
    session_state: session.id,
    scope: session.scope
  };
}

/** client_credentials: an access token for the client's service account, no refresh token, no session. */
export async function issueServiceAccountToken(
  ctx: KeycloakContext,
  issuer: string,
  client: Client,
  user: StoredUser,
  scope: string,
  clientAddress: string
): Promise<TokenResponse> {
  const iat = nowSeconds(ctx);
  const accessToken = await sign(ctx, {
    exp: iat + ctx.realm.accessTokenLifespan,
    iat,
    jti: `trrtcc:${randomUUID()}`,
    iss: issuer,
    sub: user.id,
    typ: 'Bearer',
    azp: client.clientId,
    acr: '1',
    ...roleClaims(ctx, client, user),
    scope,
    ...userClaims(client, user, 'access'),
    clientHost: clientAddress,
    clientAddress,
    client_id: client.clientId
  });
  return {
    access_token: accessToken,
    expires_in: ctx.realm.accessTokenLifespan,
    refresh_expires_in: 0,
    token_type: 'Bearer',
    'not-before-policy': 0,
    scope
  };
}
