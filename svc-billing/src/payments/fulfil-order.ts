import { isErasedMember } from '../domain/erased-member';
import { isPremium } from '../domain/subscription';
import { premiumPeriod, priceOf } from '../domain/products';
import { invoiceFor } from '../domain/tax-invoice';
import { type Order } from '../store/orders';
import { type ReceiptDoc } from '../store/receipts';
import { type PaymentDeps } from './deps';

/**
 * Turns a captured payment into what it bought, exactly once whichever of verify and webhook comes first,
 * and however often either repeats: every step is keyed by the order (a unique id), so a repeat, or a run
 * after a crash half-way, finishes the job without doing any part twice.
 */
export async function fulfilOrder(deps: PaymentDeps, order: Order, paymentId: string): Promise<ReceiptDoc> {
  const now = deps.now();
  await deps.orders.markPaid(order._id, paymentId, now);
  const existing = await deps.receipts.ofOrder(order._id);
  if (existing) {
    if (existing.paymentId !== paymentId)
      deps.logger.warn(
        { orderId: order._id },
        'a second payment arrived for a paid order: refund it from the dashboard'
      );
    await deps.orders.markFulfilled(order._id, now);
    return existing;
  }
  const { amountInr, item } = priceOf(order.product);
  let period: { start: Date; end: Date } | null = null;
  if (isErasedMember(order.userId)) {
    // Paid after the account was erased: the receipt records the money, nobody is left to get what it bought.
    deps.logger.warn(
      { orderId: order._id },
      'payment for an order of an erased account: refund it from the dashboard'
    );
  } else if (order.product === 'premium-month') {
    period = await deps.subscriptions.periodOfOrder(order._id);
    if (!period) {
      const { subscription } = await deps.subscriptions.current(order.userId, now);
      period = premiumPeriod(isPremium(subscription, now) ? subscription!.end_date : null, now);
      if (!(await deps.subscriptions.purchase(order.userId, order._id, period, amountInr, now)))
        period = await deps.subscriptions.periodOfOrder(order._id);
    }
  } else {
    await deps.contactUnlocks.grant(order.userId, order.profileId!, order._id, now);
  }
  const buyer = isErasedMember(order.userId) ? null : await deps.members.of(order.userId);
  const unlocked = order.profileId ? await deps.members.byProfile(order.profileId) : null;
  const invoice = invoiceFor({
    seller: deps.seller,
    buyer: { name: buyer?.fullName ?? null, state: buyer?.state ?? null },
    profileMemberNumber: unlocked?.memberNumber ?? null,
    totalPaise: order.amountPaise
  });
  const receipt = await deps.receipts.issue({
    _id: order._id,
    userId: order.userId,
    issuedAt: now,
    product: order.product,
    item,
    profileId: order.profileId,
    amountInr,
    currency: 'INR',
    paymentId,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    invoice
  });
  await deps.orders.markFulfilled(order._id, now);
  deps.logger.info(
    { orderId: order._id, product: order.product, receipt: receipt.number },
    'order fulfilled'
  );
  return receipt;
}

/** A payment answer matches the stored order: same Razorpay order, amount and currency. */
export function paymentMatchesOrder(
  order: Order,
  payment: { order_id: string; amount: number; currency: string }
): boolean {
  return (
    payment.order_id === order.razorpayOrderId &&
    payment.amount === order.amountPaise &&
    payment.currency === order.currency
  );
}
