import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { activeSession, realmUrl, type KeycloakContext } from '../context';
import { AdminError } from '../errors';
import { effectiveRoles } from '../roles';
import { verifyAccessToken } from '../token-verify';

type AdminRole = 'view-users' | 'manage-users' | 'view-realm';

/** Holding the manage-* role also grants the matching view-* permission, as in Keycloak. */
const SATISFIED_BY: Record<AdminRole, string[]> = {
  'view-users': ['view-users', 'manage-users'],
  'manage-users': ['manage-users'],
  'view-realm': ['view-realm', 'manage-realm']
};

const unauthorized = () => new AdminError(401, { error: 'HTTP 401 Unauthorized' });
const forbidden = () => new AdminError(403, { error: 'HTTP 403 Forbidden' });

/** Admin REST calls need a live bearer token whose user holds the realm-management role for the operation. */
export function requireAdminRole(ctx: KeycloakContext, role: AdminRole): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    if (!header.toLowerCase().startsWith('bearer ')) throw unauthorized();
    const issuer = realmUrl(ctx, req);
    const token = await verifyAccessToken(ctx, issuer, header.slice(7).trim()).catch(() => {
      throw unauthorized();
    });
    const user = ctx.store.users.get(token.sub);
    if (!user || !user.enabled || (token.iat ?? 0) < user.notBefore) throw unauthorized();
    if (token.sid && !activeSession(ctx, token.sid)) throw unauthorized();
    const granted = effectiveRoles(ctx.realm, user).clientRoles['realm-management'] ?? [];
    if (!SATISFIED_BY[role].some((r) => granted.includes(r))) throw forbidden();
    next();
  };
}
