// A profile's mobile, e-mail and full name come from the verified identity (the
// identity.user.registered read model), never from the client or the access token's claims.

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
