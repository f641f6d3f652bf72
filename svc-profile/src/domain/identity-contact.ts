// A profile's mobile, e-mail and full name come from the verified identity, never from the
// client: the identity.user.registered read model first, the access token's claims otherwise.

export interface IdentityContact {
  readonly mobile: string | null;
  readonly email: string | null;
  readonly fullName: string | null;
}

export interface IdentityRecord {
  readonly mobile: string;
  readonly email: string;
  readonly fullName: string;
}

export interface TokenIdentityClaims {
  readonly email?: unknown;
  readonly name?: unknown;
  readonly phone_number?: unknown;
  readonly phone?: unknown;
}

const MOBILE = /^\d{10}$/;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function mobileClaim(claims: TokenIdentityClaims): string | null {
  for (const candidate of [claims.phone_number, claims.phone]) {
    const digits = text(candidate)?.replace(/^\+91/, '');
    if (digits && MOBILE.test(digits)) return digits;
  }
  return null;
}

export function identityContact(record: IdentityRecord | null | undefined, claims: TokenIdentityClaims): IdentityContact {
  return {
    mobile: record?.mobile ?? mobileClaim(claims),
    email: record?.email ?? text(claims.email),
    fullName: record?.fullName ?? text(claims.name)
  };
}
