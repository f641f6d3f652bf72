import { createServiceApp, type Logger, type ReadinessCheck } from '@matrimony/service-kit';
import { type BillingDeps } from './http/deps';
import { planRoutes } from './http/plans/routes';
import { subscriptionRoutes } from './http/subscriptions/routes';

export const SERVICE_NAME = 'svc-billing';
export const BASE_PATH = '/api/billing';

export interface AppDeps {
  logger?: Logger;
  /** Mongo and NATS checks in production; tests pass their own. */
  readiness?: ReadinessCheck[];
  /** Stores, token verifier and clock; without them only health and plans exist (plumbing tests). */
  billing?: BillingDeps;
}

/** Plans and subscriptions (the welcome offer, expiry); payments come later. */
export function createApp(deps: AppDeps = {}) {
  return createServiceApp({
    name: SERVICE_NAME,
    basePath: BASE_PATH,
    logger: deps.logger,
    readiness: deps.readiness,
    routes(router) {
      planRoutes(router);
      if (deps.billing) subscriptionRoutes(router, deps.billing);
    }
  });
}
