import { type Router } from 'express';
import { PAYMENT_MESSAGES } from '@matrimony/catalog/messages';
import { paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import {
  contractRoute,
  inputOf,
  problem,
  requireAuth,
  sendJson,
  type TokenVerifier
} from '@matrimony/service-kit';
import { isPaymentSignatureValid } from '../../domain/payment-signatures';
import { type PaymentDeps } from '../../payments/deps';
import { fulfilOrder, paymentMatchesOrder } from '../../payments/fulfil-order';
import { receiptView } from '../receipts/view';

/** POST /payments/verify: the checkout's answer, checked against the STORED order, then fulfilled. */
export function verifyPaymentRoutes(router: Router, deps: PaymentDeps & { verifier: TokenVerifier }): void {
  contractRoute(router, paymentRoutes.verifyPayment, requireAuth(deps.verifier), async (req, res) => {
    const { body } = inputOf(res, paymentRoutes.verifyPayment.request);
    const { gateway, keySecret } = deps;
    if (!gateway || !keySecret) throw problem(503, PAYMENT_MESSAGES.unavailable, 'payments_unavailable');
    const order = await deps.orders.byRazorpayId(body.razorpay_order_id);
    // Another member's order answers exactly like an unknown one.
    if (!order || order.userId !== req.auth!.userId)
      throw problem(404, PAYMENT_MESSAGES.orderNotFound, 'order_not_found');
    if (
      !isPaymentSignatureValid(
        order.razorpayOrderId,
        body.razorpay_payment_id,
        body.razorpay_signature,
        keySecret
      )
    ) {
      deps.logger.warn({ orderId: order._id }, 'payment verification with a bad signature');
      throw problem(400, PAYMENT_MESSAGES.signatureInvalid, 'signature_invalid');
    }
    const payment = await gateway.fetchPayment(body.razorpay_payment_id).catch((error: unknown) => {
      deps.logger.error({ err: error, orderId: order._id }, 'Razorpay did not answer the payment lookup');
      throw problem(503, PAYMENT_MESSAGES.unavailable, 'payments_unavailable');
    });
    if (!paymentMatchesOrder(order, payment)) {
      deps.logger.warn(
        { orderId: order._id, paymentId: payment.id },
        'payment does not match its order (amount, currency or order)'
      );
      throw problem(400, PAYMENT_MESSAGES.paymentMismatch, 'payment_mismatch');
    }
    if (payment.status !== 'captured')
      throw problem(409, PAYMENT_MESSAGES.notCaptured, 'payment_not_captured');
    const receipt = await fulfilOrder(deps, order, payment.id);
    sendJson(res, paymentRoutes.verifyPayment, { status: 'paid', receipt: receiptView(receipt) });
  });
}
