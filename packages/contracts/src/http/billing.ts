// svc-billing's route table: every endpoint under /api/billing (routes == this table, tested in the service).
import { type ServiceApi } from './route';
import { paymentRoutes } from './billing/payments';
import { refundRoutes } from './billing/refunds';
import { subscriptionRoutes } from './billing/subscriptions';

export const billingApi = {
  basePath: '/api/billing',
  title: 'svc-billing',
  routes: { ...subscriptionRoutes, ...paymentRoutes, ...refundRoutes }
} as const satisfies ServiceApi;
