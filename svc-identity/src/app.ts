import { identityApi } from '@matrimony/contracts/http/identity';
import { createServiceApp, serveOpenApi, type Logger, type ReadinessCheck } from '@matrimony/service-kit';
import { accountRoutes } from './http/accounts/routes';
import { contactChangeRoutes } from './http/contact-changes/routes';
import { type IdentityDeps } from './http/deps';
import { dataExportRoutes } from './http/exports/routes';
import { keycloakErrors } from './http/keycloak-errors';
import { otpRoutes } from './http/otp/routes';
import { passwordChangeRoutes } from './http/password-changes/routes';
import { passwordResetRoutes } from './http/password-resets/routes';
import { sessionRoutes } from './http/sessions/routes';
import { idDocumentRoutes } from './http/verification/document-routes';
import { verificationRoutes } from './http/verification/routes';

export const SERVICE_NAME = 'svc-identity';
export const BASE_PATH = '/api/identity';

export interface AppDeps {
  logger?: Logger;
  /** Mongo and NATS checks in production; tests pass their own. */
  readiness?: ReadinessCheck[];
  /** The identity API's dependencies; without them only the health endpoints exist (plumbing tests). */
  identity?: IdentityDeps;
}

/** Accounts, sign-in, OTP, password reset and change, e-mail and mobile changes on top of Keycloak; ID checks. */
export function createApp(deps: AppDeps = {}) {
  return createServiceApp({
    name: SERVICE_NAME,
    basePath: BASE_PATH,
    logger: deps.logger,
    readiness: deps.readiness,
    routes(router) {
      serveOpenApi(router, identityApi);
      if (!deps.identity) return;
      otpRoutes(router, deps.identity);
      accountRoutes(router, deps.identity);
      sessionRoutes(router, deps.identity);
      passwordResetRoutes(router, deps.identity);
      passwordChangeRoutes(router, deps.identity);
      contactChangeRoutes(router, deps.identity);
      dataExportRoutes(router, deps.identity);
      verificationRoutes(router, deps.identity);
      idDocumentRoutes(router, deps.identity);
      router.use(keycloakErrors);
    }
  });
}
