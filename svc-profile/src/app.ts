import { createServiceApp, type Logger, type ReadinessCheck } from '@matrimony/service-kit';

export const SERVICE_NAME = 'svc-profile';
export const BASE_PATH = '/api/profiles';

export interface AppDeps {
  logger?: Logger;
  /** Mongo and NATS checks in production; tests pass their own. */
  readiness?: ReadinessCheck[];
}

/** Member profiles, photos, search, interests and moderation. Resource routers from src/http/ are mounted in `routes`. */
export function createApp(deps: AppDeps = {}) {
  return createServiceApp({
    name: SERVICE_NAME,
    basePath: BASE_PATH,
    logger: deps.logger,
    readiness: deps.readiness,
    routes() {}
  });
}
