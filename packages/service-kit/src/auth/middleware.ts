import { type RequestHandler } from 'express';
import { HttpProblem } from '../http/problem';
import { TokenError, type AuthContext, type TokenVerifier, type VerifyOptions } from './verifier';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by requireAuth. */
    auth?: AuthContext;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const SESSION_INVALID = 'Your session is not valid. Please sign in again.';
export const NOT_ALLOWED = 'You do not have permission to do this.';
export const SESSION_ENDED = 'This account is no longer active. Please sign in again.';

function unauthorizedProblem(detail: string, code: string) {
  return new HttpProblem(401, detail, { code });
}

/** Requires `Authorization: Bearer <access token>`; sets req.auth or answers 401 problem+json. */
export function requireAuth(verifier: TokenVerifier, options?: VerifyOptions): RequestHandler {
  return async (req, res, next) => {
    res.setHeader('WWW-Authenticate', 'Bearer');
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match?.[1]) {
      next(unauthorizedProblem(SIGN_IN_REQUIRED, 'token_missing'));
      return;
    }
    try {
      req.auth = await verifier.verify(match[1], options);
      res.removeHeader('WWW-Authenticate');
      next();
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      req.log.info({ reason: err.message }, 'access token rejected');
      const detail =
        err.code === 'token_expired'
          ? SESSION_EXPIRED
          : err.code === 'token_revoked'
            ? SESSION_ENDED
            : SESSION_INVALID;
      next(unauthorizedProblem(detail, err.code));
    }
  };
}

/** After requireAuth: 403 problem+json unless the member has the realm role. */
export function requireRole(role: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.auth) next(unauthorizedProblem(SIGN_IN_REQUIRED, 'token_missing'));
    else if (!req.auth.roles.includes(role)) next(new HttpProblem(403, NOT_ALLOWED, { code: 'forbidden' }));
    else next();
  };
}
