import { createServiceApp, type Logger, type ReadinessCheck } from '@matrimony/service-kit';

export const SERVICE_NAME = 'svc-identity';
export const BASE_PATH = '/api/identity';

export interface AppDeps {
  logger?: Logger;
  /** Mongo and NATS checks in production; tests pass their own. */
  readiness?: ReadinessCheck[];
}

/** Accounts, sign-in, OTP and password reset on top of Keycloak. Resource routers from src/http/ are mounted in `routes`. */
export function createApp(deps: AppDeps = {}) {
  return createServiceApp({
    name: SERVICE_NAME,
    basePath: BASE_PATH,
    logger: deps.logger,
    readiness: deps.readiness,
    routes() {}
  });
}
