import { type ResponseOf } from '@matrimony/contracts';
import { type paymentRoutes } from '@matrimony/contracts/http/billing/payments';
import { taxInvoiceOf } from '../../domain/tax-invoice';
import { type ReceiptDoc } from '../../store/receipts';

type ReceiptView = ResponseOf<typeof paymentRoutes.getReceipt>;

export function receiptView(doc: ReceiptDoc): ReceiptView {
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
    invoice: doc.invoice ? taxInvoiceOf(doc.invoice, doc.amountInr) : null
  };
}
