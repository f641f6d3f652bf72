import type { SessionTokens } from '@matrimony/contracts/http/identity';

/** Tokens as svc-identity returns them (POST /api/identity/sessions, POST /api/identity/accounts), by its contract. */
export type { SessionTokens } from '@matrimony/contracts/http/identity';

export type TokenSet = {
  accessToken: string;
  refreshToken: string;
  idToken?: string;
  /** keycloak-js's estimate of how far this browser's clock is ahead of the issuer's, in seconds. */
  timeSkew?: number;
};

/** The signed-in member as the tokens describe them. */
export type SessionUser = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  roles: string[];
};

export function tokenSetFrom(response: SessionTokens): TokenSet {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    idToken: response.id_token
  };
}

/** Reads a JWT's claims without checking the signature (the services check it; the browser only displays). */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  const base64 = payload
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(payload.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/** One claim of a JWT, or undefined when the token cannot be read. */
export function claimOf(accessToken: string, claim: 'sid' | 'sub'): unknown {
  try {
    return decodeJwtPayload(accessToken)[claim];
  } catch (_error) {
    return undefined;
  }
}

/** How far this browser's clock is ahead of the issuer's, from a token issued just now (as keycloak-js reckons it). */
export function clockSkewOf(accessToken: string): number {
  const issuedAt = Number(decodeJwtPayload(accessToken).iat);
  return Number.isFinite(issuedAt) ? Math.floor(Date.now() / 1000) - issuedAt : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function userFromClaims(claims: Record<string, unknown>): SessionUser {
  const realmAccess = claims.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realmAccess?.roles)
    ? realmAccess.roles.filter((r): r is string => typeof r === 'string')
    : [];
  const fullName =
    text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    id: text(claims.sub),
    fullName,
    email: text(claims.email),
    phone: text(claims.phone) || text(claims.preferred_username),
    roles
  };
}
