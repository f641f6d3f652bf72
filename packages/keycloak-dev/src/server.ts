import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { KeycloakContext } from './context';
import { AdminError, OAuthError } from './errors';
import { adminRoleRoutes } from './routes/admin-roles';
import { adminUserRoutes } from './routes/admin-users';
import { corsForWebOrigins } from './routes/cors';
import { discoveryRoutes } from './routes/discovery';
import { sessionRoutes } from './routes/session-endpoints';
import { tokenRoutes } from './routes/token';

function onlyRealm(ctx: KeycloakContext, body: Record<string, string>): RequestHandler {
  return (req, res, next) => {
    if (req.params.realm === ctx.realm.realm) return next();
    res.status(404).json(body);
  };
}

const handleError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof OAuthError) {
    res.status(error.status).json({ error: error.error, error_description: error.description });
  } else if (error instanceof AdminError) {
    res.status(error.status).json(error.body);
  } else if ((error as { type?: string }).type === 'entity.parse.failed') {
    res
      .status(400)
      .json({ error: 'invalid_request', error_description: 'The request body could not be parsed' });
  } else {
    console.error('keycloak-dev: unexpected error:', (error as Error).message);
    res
      .status(500)
      .json({ error: 'unknown_error', error_description: 'Unexpected error in the development issuer' });
  }
};

/** The Express app: realm endpoints under `{basePath}/realms/{realm}`, admin API under `{basePath}/admin/realms/{realm}`. */
export function createKeycloakApp(ctx: KeycloakContext): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  const realmRouter = Router({ mergeParams: true });
  realmRouter.use(onlyRealm(ctx, { error: 'Realm does not exist' }));
  realmRouter.use(corsForWebOrigins(ctx));
  realmRouter.use(discoveryRoutes(ctx));
  realmRouter.use('/protocol/openid-connect', tokenRoutes(ctx), sessionRoutes(ctx));

  const adminRouter = Router({ mergeParams: true });
  adminRouter.use(onlyRealm(ctx, { error: 'Realm not found.' }));
  adminRouter.use(adminUserRoutes(ctx), adminRoleRoutes(ctx));

  app.use(`${ctx.basePath}/realms/:realm`, realmRouter);
  app.use(`${ctx.basePath}/admin/realms/:realm`, adminRouter);
  app.use((_req, res) => {
    res.status(404).json({ error: 'Unable to find matching target resource method' });
  });
  app.use(handleError);
  return app;
}
