import { jwtVerify, type JWTPayload } from 'jose';
import type { KeycloakContext } from './context';

export interface VerifiedToken extends JWTPayload {
  sub: string;
  typ: string;
  azp: string;
  sid?: string;
  scope?: string;
}

function asVerified(payload: JWTPayload): VerifiedToken {
  const { sub, typ, azp } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof typ !== 'string' || typeof azp !== 'string') {
    throw new Error('token lacks sub, typ or azp');
  }
  return payload as VerifiedToken;
}

/** Signature, issuer and expiry of an access token; throws when any is wrong. */
export async function verifyAccessToken(
  ctx: KeycloakContext,
  issuer: string,
  token: string
): Promise<VerifiedToken> {
  const { payload } = await jwtVerify(token, ctx.keys.publicKey, {
    issuer,
    algorithms: ['RS256'],
    currentDate: new Date(ctx.now())
  });
  const verified = asVerified(payload);
  if (verified.typ !== 'Bearer') throw new Error('not an access token');
  if (verified.jti && ctx.store.revokedTokens.has(verified.jti)) throw new Error('token revoked');
  return verified;
}

/** Signature, issuer and expiry of a refresh token; throws when any is wrong. */
export async function verifyRefreshToken(
  ctx: KeycloakContext,
  issuer: string,
  token: string
): Promise<VerifiedToken> {
  const { payload } = await jwtVerify(token, ctx.keys.refreshSecret, {
    issuer,
    algorithms: ['HS512'],
    currentDate: new Date(ctx.now())
  });
  const verified = asVerified(payload);
  if (verified.typ !== 'Refresh') throw new Error('not a refresh token');
  return verified;
}
