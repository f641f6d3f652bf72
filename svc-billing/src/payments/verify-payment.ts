// The checkout's answer: its signature checked against the STORED order (never the browser's word for the
// amount), the payment looked up at Razorpay, then the order fulfilled (idempotent with the webhook).
import { PAYMENT_MESSAGES } from '@matrimony/catalog/messages';
import { problem } from '@matrimony/service-kit';
import { isPaymentSignatureValid } from '../domain/payment-signatures';
import { type ReceiptDoc } from '../store/receipts';
import { type PaymentDeps } from './deps';
import { fulfilOrder, paymentMatchesOrder } from './fulfil-order';

/** What Razorpay's checkout hands the browser after a payment, as Razorpay names it. */
export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export async function verifyPayment(
  deps: PaymentDeps,
  userId: string,
  checkout: CheckoutResult
): Promise<ReceiptDoc> {
  const { gateway, keySecret } = deps;
  if (!gateway || !keySecret) throw problem(503, PAYMENT_MESSAGES.unavailable, 'payments_unavailable');
  const order = await deps.orders.byRazorpayId(checkout.razorpay_order_id);
  // Another member's order answers exactly like an unknown one.
  if (!order || order.userId !== userId)
    throw problem(404, PAYMENT_MESSAGES.orderNotFound, 'order_not_found');
  if (
    !isPaymentSignatureValid(
      order.razorpayOrderId,
      checkout.razorpay_payment_id,
      checkout.razorpay_signature,
      keySecret
    )
  ) {
    deps.logger.warn({ orderId: order._id }, 'payment verification with a bad signature');
    throw problem(400, PAYMENT_MESSAGES.signatureInvalid, 'signature_invalid');
  }
  const payment = await gateway.fetchPayment(checkout.razorpay_payment_id).catch((error: unknown) => {
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
  if (payment.status !== 'captured') throw problem(409, PAYMENT_MESSAGES.notCaptured, 'payment_not_captured');
  return fulfilOrder(deps, order, payment.id);
}
