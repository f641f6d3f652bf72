import { type Router } from 'express';
import { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import { contractRoute, inputOf, requireAuth, sendJson, type TokenVerifier } from '@matrimony/service-kit';
import { createOrder } from '../../payments/create-order';
import { type PaymentDeps } from '../../payments/deps';

/** POST /orders: a Razorpay order for the product at the plan's price, stored before the browser sees it. */
export function orderRoutes(router: Router, deps: PaymentDeps & { verifier: TokenVerifier }): void {
  contractRoute(router, paymentRoutes.createOrder, requireAuth(deps.verifier), async (req, res) => {
    const { body } = inputOf(res, paymentRoutes.createOrder.request);
    sendJson(res, paymentRoutes.createOrder, await createOrder(deps, req.auth!.userId, body));
  });
}
