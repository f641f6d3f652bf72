// svc-billing's part of a member's data export: subscriptions, orders, receipts with their tax invoices and refunds,
// contact unlocks, and the name and state it keeps for invoices. Other members appear only by the profile id an order or
// unlock was for and the member number an invoice names. Gateway signatures and the welcome-offer record's keyed
// hash are not the member's data and are left out.
import { exportPartObject } from '@matrimony/contracts';
import { isoOrNull, type ExportRequest, type ExportStore } from '@matrimony/service-kit';
import { taxInvoiceOf } from '../domain/tax-invoice';
import { type Stores } from '../store';
import { type RefundDoc } from '../store/refunds';

/** A refund as the member's data: why and for which ticket, not staff's note or who issued it. */
function refundOf(refund: RefundDoc | undefined) {
  if (!refund?.issuedAt) return null;
  return {
    amountInr: refund.amountPaise / 100,
    reason: refund.reason,
    ticket: refund.ticket,
    issuedAt: isoOrNull(refund.issuedAt),
    processedAt: isoOrNull(refund.processedAt)
  };
}

export async function writeBillingPart(
  stores: Stores,
  now: () => Date,
  request: ExportRequest,
  store: ExportStore
): Promise<string[]> {
  const { exportId, userId } = request;
  const [subscriptions, orders, receipts, unlocks, welcomeOffer, member] = await Promise.all([
    stores.subscriptions.allOf(userId),
    stores.orders.model.find({ userId }).sort({ createdAt: 1 }).lean(),
    stores.receipts.model.find({ userId }).sort({ issuedAt: 1 }).lean(),
    stores.contactUnlocks.model.find({ userId }, { pendingEvents: 0 }).sort({ unlockedAt: 1 }).lean(),
    stores.welcomeOffers.model.findOne({ userId }, { grantedAt: 1 }).lean(),
    stores.members.of(userId)
  ]);
  const refunds = new Map(
    (await stores.refunds.ofOrders(receipts.map((receipt) => receipt._id))).map((refund) => [
      refund.orderId,
      refund
    ])
  );
  const part = {
    service: 'svc-billing',
    exportId,
    generatedAt: now().toISOString(),
    subscriptions: subscriptions.map((each) => ({
      id: each.id,
      planType: each.plan_type,
      status: each.status,
      startDate: isoOrNull(each.start_date),
      endDate: isoOrNull(each.end_date),
      amountInr: each.amount,
      createdAt: isoOrNull(each.created_at),
      updatedAt: isoOrNull(each.updated_at)
    })),
    welcomeOfferGrantedAt: isoOrNull(welcomeOffer?.grantedAt),
    forInvoices: member
      ? { fullName: member.fullName, state: member.state, memberNumber: member.memberNumber }
      : null,
    orders: orders.map((order) => ({
      id: order._id,
      gatewayOrderId: order.razorpayOrderId,
      product: order.product,
      profileId: order.profileId,
      amountInr: order.amountPaise / 100,
      currency: order.currency,
      status: order.status,
      paymentId: order.paymentId,
      createdAt: isoOrNull(order.createdAt),
      paidAt: isoOrNull(order.paidAt),
      fulfilledAt: isoOrNull(order.fulfilledAt),
      refundedAt: isoOrNull(order.refundedAt)
    })),
    receipts: receipts.map((receipt) => ({
      number: receipt.number,
      issuedAt: isoOrNull(receipt.issuedAt),
      item: receipt.item,
      product: receipt.product,
      profileId: receipt.profileId,
      amountInr: receipt.amountInr,
      currency: receipt.currency,
      paymentId: receipt.paymentId,
      periodStart: isoOrNull(receipt.periodStart),
      periodEnd: isoOrNull(receipt.periodEnd),
      status: receipt.status,
      invoice: receipt.invoice ? taxInvoiceOf(receipt.invoice, receipt.amountInr) : null,
      refund: refundOf(refunds.get(receipt._id))
    })),
    contactUnlocks: unlocks.map((unlock) => ({
      profileId: unlock.profileId,
      orderId: unlock.orderId,
      unlockedAt: isoOrNull(unlock.unlockedAt)
    }))
  };
  const name = exportPartObject(exportId, 'billing');
  await store.putJsonOnce(name, part);
  return [name];
}
