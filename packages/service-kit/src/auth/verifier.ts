import jwt, { type JwtPayload } from 'jsonwebtoken';
import { createKeySet } from './key-set';

export interface AccessTokenClaims extends JwtPayload {
  sub: string;
  azp?: string;
  typ?: string;
  realm_access?: { roles?: string[] };
  preferred_username?: string;
  email?: string;
  name?: string;
}

export interface AuthContext {
  /** Keycloak user id (`sub`). */
  userId: string;
  /** Realm roles, e.g. `member`, `admin`. */
  roles: string[];
  claims: AccessTokenClaims;
}

export type TokenErrorCode = 'token_invalid' | 'token_expired' | 'token_revoked';

export class TokenError extends Error {
  constructor(
    readonly code: TokenErrorCode,
    reason: string
  ) {
    super(reason);
    this.name = 'TokenError';
  }
}

export interface TokenVerifierOptions {
  jwksUri: string;
  /** Expected `iss`, e.g. `http://localhost:8080/auth/realms/matrimony`. */
  issuer: string;
  /** Clients whose access tokens are accepted (`azp`), e.g. `['matrimony-sessions']`. */
  allowedAzp: string[];
  audience?: string;
  clockToleranceSec?: number;
  /** Background refresh of the key set after this age (default 10 min); the last good set keeps serving. */
  keySetRefreshAfterMs?: number;
  /** At most one refetch per this interval for tokens with an unknown `kid` (default 30 s). */
  unknownKidRefetchIntervalMs?: number;
  onJwksFetchFailed?: (error: Error) => void;
  /**
   * Members whose valid tokens are refused all the same (deleted or suspended accounts; the service's
   * RevokedMembers store, fed by identity events). Without it no such check is made.
   */
  isRevoked?: (userId: string) => Promise<boolean>;
  /** How many verified tokens are remembered (default 10,000; 0 verifies every time). */
  verifiedTokenCacheSize?: number;
  /** The clock expiry is judged by, in milliseconds (default `Date.now`; tests move it instead of waiting). */
  now?: () => number;
}

export interface VerifyOptions {
  /** Accepts a revoked member's valid token (signing out only: ending a session is never harmful). */
  evenIfRevoked?: boolean;
}

export interface TokenVerifier {
  verify(token: string, options?: VerifyOptions): Promise<AuthContext>;
}

/**
 * Verifies Keycloak access tokens: RS256 only, key from the realm JWKS by `kid` (the last good key set is
 * kept past its age and refreshed in the background; an unknown kid triggers at most one refetch per
 * interval, which is how key rotation is picked up without letting junk tokens starve it), issuer, expiry
 * with leeway, `azp` among the allowed clients, optional audience, and `typ` Bearer (refresh and ID tokens
 * are refused).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keySet = createKeySet({
    jwksUri: options.jwksUri,
    refreshAfterMs: options.keySetRefreshAfterMs ?? 10 * 60_000,
    unknownKidRefetchIntervalMs: options.unknownKidRefetchIntervalMs ?? 30_000,
    retryAfterFailureMs: 5000,
    timeoutMs: 5000,
    onFetchFailed: options.onJwksFetchFailed
  });

  const verified = createVerifiedTokens(options.verifiedTokenCacheSize ?? 10_000);
  const clockToleranceSec = options.clockToleranceSec ?? 5;
  const nowSec = () => Math.floor((options.now ?? Date.now)() / 1000);

  /** The checks that depend only on the token's bytes (and the key set): done once per token. */
  async function verifySignedClaims(token: string): Promise<AccessTokenClaims> {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded || typeof decoded.payload === 'string') throw new TokenError('token_invalid', 'not a JWT');
    if (decoded.header.alg !== 'RS256')
      throw new TokenError('token_invalid', `algorithm ${decoded.header.alg} is not accepted`);
    const kid = decoded.header.kid;
    if (!kid) throw new TokenError('token_invalid', 'no key id');

    const publicKey = await keySet.keyFor(kid);
    if (!publicKey) throw new TokenError('token_invalid', `unknown signing key ${kid}`);

    let claims: AccessTokenClaims;
    try {
      claims = jwt.verify(token, publicKey, {
        algorithms: ['RS256'],
        issuer: options.issuer,
        audience: options.audience,
        clockTolerance: clockToleranceSec,
        clockTimestamp: nowSec()
      }) as AccessTokenClaims;
    } catch (err) {
      if (err instanceof jwt.TokenExpiredError) throw new TokenError('token_expired', 'token expired');
      throw new TokenError('token_invalid', (err as Error).message);
    }

    if (!claims.azp || !options.allowedAzp.includes(claims.azp))
      throw new TokenError('token_invalid', `client ${claims.azp ?? '(none)'} is not accepted`);
    if (claims.typ !== undefined && claims.typ !== 'Bearer')
      throw new TokenError('token_invalid', `token type ${claims.typ} is not an access token`);
    if (typeof claims.sub !== 'string' || !claims.sub) throw new TokenError('token_invalid', 'no subject');
    return claims;
  }

  return {
    async verify(token, verifyOptions) {
      let claims = verified.get(token);
      if (claims && typeof claims.exp === 'number' && claims.exp + clockToleranceSec <= nowSec()) {
        verified.delete(token);
        throw new TokenError('token_expired', 'token expired');
      }
      if (!claims) {
        claims = await verifySignedClaims(token);
        verified.set(token, claims);
      }
      // Every time: an account suspended or deleted a moment ago is refused at once.
      if (options.isRevoked && !verifyOptions?.evenIfRevoked && (await options.isRevoked(claims.sub)))
        throw new TokenError('token_revoked', 'the account was deleted or suspended');
      return { userId: claims.sub, roles: claims.realm_access?.roles ?? [], claims };
    }
  };
}

/**
 * Tokens whose signature and claims were checked, by their exact text: a member's token is sent with every
 * request of its five minutes, and the RSA check was an eighth of svc-profile's CPU on a profile read. Expiry is checked on each use; a token stays accepted until it expires even if its signing key leaves
 * the key set meanwhile (at most the token lifetime). The oldest entry goes first when full.
 */
function createVerifiedTokens(capacity: number) {
  const entries = new Map<string, AccessTokenClaims>();
  return {
    get: (token: string) => entries.get(token),
    delete: (token: string) => entries.delete(token),
    set(token: string, claims: AccessTokenClaims) {
      if (capacity <= 0) return;
      if (entries.size >= capacity) entries.delete(entries.keys().next().value!);
      entries.set(token, claims);
    }
  };
}
