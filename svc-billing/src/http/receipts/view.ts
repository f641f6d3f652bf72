import { type ResponseOf } from '@matrimony/contracts';
import { type paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import { taxInvoiceOf } from '../../domain/tax-invoice';
import { type ReceiptDoc } from '../../store/receipts';
import { type RefundDoc } from '../../store/refunds';

type ReceiptView = ResponseOf<typeof paymentRoutes.getReceipt>;

/** The member's receipt; with the refund staff issued for it once Razorpay accepted it. */
export function receiptView(doc: ReceiptDoc, refund: RefundDoc | null = null): ReceiptView {
  return {
    number: doc.number,
    issuedAt: doc.issuedAt.toISOString(),
    product: doc.product,
    item: doc.item,
    profileId: doc.profileId,
    amountInr: doc.amountInr,
    currency: doc.currency,
    paymentId: doc.paymentId,
    orderId: doc._id,
    periodStart: doc.periodStart ? doc.periodStart.toISOString() : null,
    periodEnd: doc.periodEnd ? doc.periodEnd.toISOString() : null,
    status: doc.status,
    invoice: doc.invoice ? taxInvoiceOf(doc.invoice, doc.amountInr) : null,
    refund:
      refund?.issuedAt && refund.status !== 'requested'
        ? {
            amountPaise: refund.amountPaise,
            amountInr: refund.amountPaise / 100,
            issuedAt: refund.issuedAt.toISOString(),
            processedAt: refund.processedAt ? refund.processedAt.toISOString() : null
          }
        : null
  };
}
