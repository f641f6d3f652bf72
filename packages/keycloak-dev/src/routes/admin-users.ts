import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { nowSeconds, type KeycloakContext } from '../context';
import { AdminError } from '../errors';
import { findRealmRole, roleRepresentation } from '../roles';
import type { StoredUser } from '../store';
import { searchUsers, userQuerySchema } from '../user-search';
import { credentialSchema, userInputSchema, userRepresentation } from '../user-representation';
import { createUser, resetPassword, updateUser } from '../user-writes';
import { requireAdminRole } from './admin-auth';

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AdminError(400, {
      errorMessage: `Invalid request: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`
    });
  }
  return parsed.data;
}

function loadUser(ctx: KeycloakContext, req: Request): StoredUser {
  const user = ctx.store.users.get(String(req.params.id));
  if (!user) throw new AdminError(404, { error: 'User not found' });
  return user;
}

const roleListSchema = z.array(z.object({ id: z.string().optional(), name: z.string() }));

/** Roles named in a role-mapping body; Keycloak insists the id matches the name. */
function requestedRoles(ctx: KeycloakContext, body: unknown): string[] {
  return parse(roleListSchema, body).map(({ id, name }) => {
    const role = findRealmRole(ctx.realm, name);
    if (!role || roleRepresentation(ctx.realm, role).id !== id)
      throw new AdminError(404, { error: 'Role not found' });
    return role.name;
  });
}

export function adminUserRoutes(ctx: KeycloakContext): Router {
  const router = Router();
  const view = requireAdminRole(ctx, 'view-users');
  const manage = requireAdminRole(ctx, 'manage-users');
  const json = express.json({ limit: '256kb', type: () => true });

  router.get('/users', view, (req, res) => {
    const query = parse(userQuerySchema, req.query);
    res.json(
      searchUsers(ctx.store.users.values(), query).map((u) =>
        userRepresentation(u, query.briefRepresentation)
      )
    );
  });
  router.get('/users/count', view, (req, res) => {
    const query = parse(userQuerySchema, req.query);
    res.json(
      searchUsers(ctx.store.users.values(), { ...query, first: 0, max: Number.MAX_SAFE_INTEGER }).length
    );
  });
  router.post('/users', manage, json, async (req, res) => {
    const user = await createUser(ctx, parse(userInputSchema, req.body));
    const base = `${req.protocol}://${req.host}${req.originalUrl.split('?')[0]!.replace(/\/$/, '')}`;
    res.status(201).location(`${base}/${user.id}`).end();
  });
  router.get('/users/:id', view, (req, res) => {
    res.json(userRepresentation(loadUser(ctx, req)));
  });
  router.put('/users/:id', manage, json, async (req, res) => {
    await updateUser(ctx, loadUser(ctx, req), parse(userInputSchema, req.body));
    res.status(204).end();
  });
  router.delete('/users/:id', manage, async (req, res) => {
    const user = loadUser(ctx, req);
    ctx.store.users.delete(user.id);
    ctx.store.deleteUserSessions(user.id);
    ctx.store.failures.delete(user.id);
    await ctx.store.save();
    res.status(204).end();
  });
  router.put('/users/:id/reset-password', manage, json, async (req, res) => {
    const user = loadUser(ctx, req);
    const credential = parse(credentialSchema, req.body);
    if (credential.type !== 'password')
      throw new AdminError(400, { errorMessage: 'Only password credentials can be reset' });
    await resetPassword(ctx, user, credential.value, credential.temporary);
    await ctx.store.save();
    res.status(204).end();
  });
  router.post('/users/:id/logout', manage, async (req, res) => {
    const user = loadUser(ctx, req);
    ctx.store.deleteUserSessions(user.id);
    user.notBefore = nowSeconds(ctx);
    await ctx.store.save();
    res.status(204).end();
  });
  router.get('/users/:id/role-mappings/realm', view, (req, res) => {
    const user = loadUser(ctx, req);
    const roles = user.realmRoles
      .map((name) => findRealmRole(ctx.realm, name))
      .filter((r) => r !== undefined);
    res.json(roles.map((role) => roleRepresentation(ctx.realm, role)));
  });
  router.post('/users/:id/role-mappings/realm', manage, json, async (req, res) => {
    const user = loadUser(ctx, req);
    const names = requestedRoles(ctx, req.body);
    user.realmRoles = [...new Set([...user.realmRoles, ...names])];
    await ctx.store.save();
    res.status(204).end();
  });
  router.delete('/users/:id/role-mappings/realm', manage, json, async (req, res) => {
    const user = loadUser(ctx, req);
    const names = requestedRoles(ctx, req.body);
    user.realmRoles = user.realmRoles.filter((name) => !names.includes(name));
    await ctx.store.save();
    res.status(204).end();
  });
  return router;
}
