import { Router } from 'express';
import type { KeycloakContext } from '../context';
import { AdminError } from '../errors';
import { findRealmRole, roleRepresentation } from '../roles';
import { requireAdminRole } from './admin-auth';

export function adminRoleRoutes(ctx: KeycloakContext): Router {
  const router = Router();
  const view = requireAdminRole(ctx, 'view-realm');
  router.get('/roles', view, (_req, res) => {
    res.json(ctx.realm.roles.realm.map((role) => roleRepresentation(ctx.realm, role)));
  });
  router.get('/roles/:name', view, (req, res) => {
    const role = findRealmRole(ctx.realm, String(req.params.name));
    if (!role) throw new AdminError(404, { error: 'Could not find role' });
    res.json(roleRepresentation(ctx.realm, role));
  });
  return router;
}
