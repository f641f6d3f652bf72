import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { EMAIL_CHANGE_LINK_VALIDITY_S, PHONE_TOKEN_VALIDITY_S, RESET_LINK_VALIDITY_S } from './limits';

const ISSUER = 'svc-identity';
// Distinct audiences: a phone token can never be used as a reset link and vice versa.
const PHONE_AUDIENCE = 'mobile-verification';
const RESET_AUDIENCE = 'password-reset';
const EMAIL_CHANGE_AUDIENCE = 'email-change';

export interface SignedClaim {
  /** The mobile (phone token) or the Keycloak user id (reset link). */
  subject: string;
  /** Reset links: the member's credential version when the link was issued (it dies when that changes). */
  version: number;
  /** Unique id: the idempotency key of a registration, the single-use key of a reset link. */
  jti: string;
  expiresAt: Date;
  /** E-mail change links: the new address the link confirms. */
  email?: string;
}

function sign(
  secret: string,
  audience: string,
  subject: string,
  validitySeconds: number,
  claims: { ver?: number; email?: string } = {}
): string {
  return jwt.sign(claims, secret, {
    algorithm: 'HS256',
    issuer: ISSUER,
    audience,
    subject,
    jwtid: randomUUID(),
    expiresIn: validitySeconds
  });
}

/** The claim, or undefined when the token is malformed, tampered with, expired or meant for something else. */
function verify(secret: string, audience: string, token: string): SignedClaim | undefined {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience });
    if (typeof claims === 'string' || !claims.sub || !claims.jti || !claims.exp) return undefined;
    const version = typeof claims.ver === 'number' && Number.isInteger(claims.ver) ? claims.ver : 0;
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    return {
      subject: claims.sub,
      jti: claims.jti,
      version,
      expiresAt: new Date(claims.exp * 1000),
      ...(email ? { email } : {})
    };
  } catch {
    return undefined;
  }
}

export const signPhoneToken = (secret: string, mobile: string) =>
  sign(secret, PHONE_AUDIENCE, mobile, PHONE_TOKEN_VALIDITY_S);
export const verifyPhoneToken = (secret: string, token: string) => verify(secret, PHONE_AUDIENCE, token);
export const signResetToken = (secret: string, userId: string, credentialVersion: number) =>
  sign(secret, RESET_AUDIENCE, userId, RESET_LINK_VALIDITY_S, { ver: credentialVersion });
export const verifyResetToken = (secret: string, token: string) => verify(secret, RESET_AUDIENCE, token);
/** The link that confirms a new e-mail address: bound to the member (subject) and the address; its jti makes it single-use. */
export const signEmailChangeToken = (secret: string, userId: string, email: string) =>
  sign(secret, EMAIL_CHANGE_AUDIENCE, userId, EMAIL_CHANGE_LINK_VALIDITY_S, { email });
export function verifyEmailChangeToken(
  secret: string,
  token: string
): (SignedClaim & { email: string }) | undefined {
  const claim = verify(secret, EMAIL_CHANGE_AUDIENCE, token);
  return claim?.email ? { ...claim, email: claim.email } : undefined;
}
