import { billingApi } from '@matrimony/contracts/http/billing';
import {
  createLogger,
  createServiceApp,
  serveOpenApi,
  type Logger,
  type ReadinessCheck
} from '@matrimony/service-kit';
import { type BillingDeps } from './http/deps';
import { orderRoutes } from './http/orders/routes';
import { verifyPaymentRoutes } from './http/payments/routes';
import { planRoutes } from './http/plans/routes';
import { receiptRoutes } from './http/receipts/routes';
import { subscriptionRoutes } from './http/subscriptions/routes';
import { webhookRoutes } from './http/webhooks/routes';
import { type PaymentDeps } from './payments/deps';

export const SERVICE_NAME = 'svc-billing';
export const BASE_PATH = '/api/billing';

export interface AppDeps {
  logger?: Logger;
  /** Mongo and NATS checks in production; tests pass their own. */
  readiness?: ReadinessCheck[];
  /** Stores, token verifier and clock; without them only health and plans exist (plumbing tests). */
  billing?: BillingDeps;
}

/** Plans, subscriptions (the welcome offer, expiry), and buying: orders, payment verification, Razorpay webhooks, receipts. */
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
      const payments = paymentDeps(deps.billing, deps.logger);
      orderRoutes(router, payments);
      verifyPaymentRoutes(router, payments);
      webhookRoutes(router, payments);
      receiptRoutes(router, payments);
    }
  });
}

function paymentDeps(
  billing: BillingDeps,
  logger: Logger | undefined
): PaymentDeps & { verifier: BillingDeps['verifier'] } {
  const { stores } = billing;
  return {
    orders: stores.orders,
    receipts: stores.receipts,
    contactUnlocks: stores.contactUnlocks,
    subscriptions: stores.subscriptions,
    processedEvents: stores.processedEvents,
    ...billing.payments,
    verifier: billing.verifier,
    contactOfferKey: billing.contactOfferKey,
    now: billing.now,
    logger: logger ?? createLogger({ name: SERVICE_NAME })
  };
}
