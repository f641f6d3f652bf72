import { type ResponseOf } from '@matrimony/contracts';
import { type refundRoutes } from '@matrimony/contracts/http/billing/refunds';
import { recordedRefundBlock } from '../../domain/refunds';
import { type Order } from '../../store/orders';
import { type ReceiptDoc } from '../../store/receipts';
import { type RefundDoc } from '../../store/refunds';

type StaffRefundView = ResponseOf<typeof refundRoutes.issueRefund>;
type AdminReceiptView = ResponseOf<typeof refundRoutes.adminReceipt>;

/** A refund as staff see it; a claim Razorpay has not answered yet reads as pending, without Razorpay's id. */
export function staffRefundView(refund: RefundDoc): StaffRefundView {
  return {
    amountPaise: refund.amountPaise,
    amountInr: refund.amountPaise / 100,
    reason: refund.reason,
    ticket: refund.ticket,
    note: refund.note,
    issuedAt: (refund.issuedAt ?? refund.createdAt).toISOString(),
    razorpayRefundId: refund.razorpayRefundId,
    status: refund.status === 'processed' ? 'processed' : 'pending',
    processedAt: refund.processedAt ? refund.processedAt.toISOString() : null
  };
}

/**
 * The receipt for a payment ticket. Whether it is refundable comes from billing's records; Razorpay's view of the
 * payment is asked only when staff issue the refund.
 */
export function adminReceiptView(
  receipt: ReceiptDoc,
  order: Order,
  refund: RefundDoc | null
): AdminReceiptView {
  const block = recordedRefundBlock(receipt, order, refund);
  return {
    number: receipt.number,
    product: receipt.product,
    item: receipt.item,
    amountPaise: order.amountPaise,
    amountInr: receipt.amountInr,
    currency: receipt.currency,
    paidAt: (order.paidAt ?? receipt.issuedAt).toISOString(),
    paymentId: receipt.paymentId,
    orderId: order._id,
    status: receipt.status,
    refund: refund ? staffRefundView(refund) : null,
    refundable: block === null,
    notRefundableBecause: block
  };
}
