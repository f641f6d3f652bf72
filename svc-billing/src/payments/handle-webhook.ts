import { fulfilOrder, paymentMatchesOrder } from './fulfil-order';
import { type PaymentDeps } from './deps';

interface PaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

/** Razorpay's webhook body, the parts billing reads. */
export interface RazorpayWebhook {
  event: string;
  payload?: {
    payment?: { entity: PaymentEntity };
    refund?: { entity: { id: string; payment_id: string } };
  };
}

/**
 * Acts on one (already authenticated, de-duplicated) webhook. Unknown orders and mismatching payments are
 * logged and answered 2xx: retrying would not change them.
 */
export async function handleWebhook(deps: PaymentDeps, webhook: RazorpayWebhook): Promise<void> {
  const payment = webhook.payload?.payment?.entity;
  switch (webhook.event) {
    case 'order.paid':
    case 'payment.captured': {
      if (!payment) return;
      const order = await deps.orders.byRazorpayId(payment.order_id);
      if (!order) {
        deps.logger.warn(
          { event: webhook.event, paymentId: payment.id },
          'webhook for an order we did not create: ignored'
        );
        return;
      }
      if (!paymentMatchesOrder(order, payment)) {
        deps.logger.warn(
          { orderId: order._id, paymentId: payment.id },
          'webhook payment does not match its order: ignored'
        );
        return;
      }
      if (order.status === 'refunded') return;
      await fulfilOrder(deps, order, payment.id);
      return;
    }
    case 'payment.failed':
      if (payment) await deps.orders.recordFailure(payment.order_id, payment.id);
      return;
    case 'refund.processed': {
      const refund = webhook.payload?.refund?.entity;
      if (!refund) return;
      // Before the order: a replay finds the order refunded and stops there, the refund already marked.
      if (await deps.refunds.markProcessed(refund.payment_id, refund.id, deps.now()))
        deps.logger.info({ paymentId: refund.payment_id, razorpayRefundId: refund.id }, 'refund processed');
      const order = await deps.orders.markRefunded(refund.payment_id, deps.now());
      if (!order) return;
      if (order.product === 'premium-month') await deps.subscriptions.refund(order._id, deps.now());
      if (order.product === 'contact-unlock' && order.profileId)
        await deps.contactUnlocks.withdraw(
          { _id: order._id, userId: order.userId, profileId: order.profileId },
          deps.now()
        );
      await deps.receipts.markRefunded(order._id);
      deps.logger.info({ orderId: order._id }, 'order refunded');
      return;
    }
    default:
      return;
  }
}
