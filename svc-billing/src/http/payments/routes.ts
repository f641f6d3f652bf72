import { type Router } from 'express';
import { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import { contractRoute, inputOf, requireAuth, sendJson, type TokenVerifier } from '@matrimony/service-kit';
import { type PaymentDeps } from '../../payments/deps';
import { verifyPayment } from '../../payments/verify-payment';
import { receiptView } from '../receipts/view';

/** POST /payments/verify: the checkout's answer, checked against the STORED order, then fulfilled. */
export function verifyPaymentRoutes(router: Router, deps: PaymentDeps & { verifier: TokenVerifier }): void {
  contractRoute(router, paymentRoutes.verifyPayment, requireAuth(deps.verifier), async (req, res) => {
    const { body } = inputOf(res, paymentRoutes.verifyPayment.request);
    const receipt = await verifyPayment(deps, req.auth!.userId, body);
    sendJson(res, paymentRoutes.verifyPayment, { status: 'paid', receipt: receiptView(receipt) });
  });
}
