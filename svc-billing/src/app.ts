import { billingApi } from '@matrimony/contracts/http/billing';
import { createServiceApp, serveOpenApi, type Logger, type ReadinessCheck } from '@matrimony/service-kit';
import { type BillingDeps } from './http/deps';
import { orderRoutes } from './http/orders/routes';
import { verifyPaymentRoutes } from './http/payments/routes';
import { planRoutes } from './http/plans/routes';
import { receiptRoutes } from './http/receipts/routes';
import { staffRefundRoutes } from './http/refunds/routes';
import { subscriptionRoutes } from './http/subscriptions/routes';
import { webhookRoutes } from './http/webhooks/routes';

export const SERVICE_NAME = 'svc-billing';
export const BASE_PATH = '/api/billing';

export interface AppDeps {
  logger?: Logger;
  /** Mongo and NATS checks in production; tests pass their own. */
  readiness?: ReadinessCheck[];
  /** Stores, token verifier, clock and payments; without them only health and plans exist (plumbing tests). */
  billing?: BillingDeps;
}

/** Plans, subscriptions (the welcome offer, expiry), and buying: orders, payment verification, Razorpay webhooks, receipts; refunds staff issue from help-desk tickets. */
export function createApp(deps: AppDeps = {}) {
  return createServiceApp({
    name: SERVICE_NAME,
    basePath: BASE_PATH,
    logger: deps.logger,
    readiness: deps.readiness,
    routes(router) {
      serveOpenApi(router, billingApi);
      planRoutes(router);
      if (!deps.billing) return;
      subscriptionRoutes(router, deps.billing);
      orderRoutes(router, deps.billing);
      verifyPaymentRoutes(router, deps.billing);
      webhookRoutes(router, deps.billing);
      receiptRoutes(router, deps.billing);
      staffRefundRoutes(router, deps.billing);
    }
  });
}
