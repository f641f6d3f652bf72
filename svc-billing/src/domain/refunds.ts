// When staff may refund a payment (docs/product-rules.md#refunds): once, in full, and only a payment Razorpay holds
// as captured and nobody refunded another way.
import { type RefundBlock } from '@matrimony/catalog/refunds';

/** What billing's own records say; null when they allow a refund. */
export function recordedRefundBlock(
  receipt: { status: 'paid' | 'refunded' },
  order: { status: string },
  refund: object | null
): RefundBlock | null {
  if (refund) return 'refund_issued';
  if (receipt.status === 'refunded' || order.status === 'refunded') return 'refunded_elsewhere';
  return null;
}

/** What Razorpay says of the payment; null when it may be refunded in full. */
export function paymentRefundBlock(payment: { status: string; amount_refunded: number }): RefundBlock | null {
  if (payment.amount_refunded > 0 || payment.status === 'refunded') return 'refunded_elsewhere';
  if (payment.status !== 'captured') return 'payment_not_captured';
  return null;
}

/**
 * Razorpay's X-Refund-Idempotency key: one per order, so every attempt at an order's refund (a retry after a crash
 * or a timeout, a request racing another) names the same refund.
 */
export function refundIdempotencyKey(orderId: string): string {
  return `refund-${orderId}`;
}
