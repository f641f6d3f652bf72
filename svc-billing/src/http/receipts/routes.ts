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
import { renderInvoicePdf } from '../../invoices/invoice-pdf';
import { type PaymentDeps } from '../../payments/deps';
import { receiptView } from './view';

/** The member's receipts with their tax invoices (also as PDF), and the profiles whose contact they bought. */
export function receiptRoutes(router: Router, deps: PaymentDeps & { verifier: TokenVerifier }): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, paymentRoutes.listReceipts, auth, async (req, res) => {
    const receipts = await deps.receipts.listOf(req.auth!.userId);
    const refunds = new Map(
      (await deps.refunds.ofOrders(receipts.map((receipt) => receipt._id))).map((refund) => [
        refund.orderId,
        refund
      ])
    );
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, paymentRoutes.listReceipts, {
      items: receipts.map((receipt) => receiptView(receipt, refunds.get(receipt._id) ?? null))
    });
  });

  contractRoute(router, paymentRoutes.getReceipt, auth, async (req, res) => {
    const { params } = inputOf(res, paymentRoutes.getReceipt.request);
    const receipt = await deps.receipts.byNumber(req.auth!.userId, params.number);
    if (!receipt) throw problem(404, PAYMENT_MESSAGES.receiptNotFound, 'receipt_not_found');
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, paymentRoutes.getReceipt, receiptView(receipt, await deps.refunds.ofOrder(receipt._id)));
  });

  contractRoute(router, paymentRoutes.downloadInvoice, auth, async (req, res) => {
    const { params } = inputOf(res, paymentRoutes.downloadInvoice.request);
    const receipt = await deps.receipts.byNumber(req.auth!.userId, params.number);
    if (!receipt) throw problem(404, PAYMENT_MESSAGES.receiptNotFound, 'receipt_not_found');
    const view = receiptView(receipt);
    if (!view.invoice) throw problem(404, PAYMENT_MESSAGES.invoiceNotFound, 'invoice_not_found');
    const pdf = await renderInvoicePdf(view, view.invoice);
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${invoiceFileName(view.invoice.number)}"`,
        'Cache-Control': 'no-store'
      })
      .send(pdf);
  });

  contractRoute(router, paymentRoutes.listUnlockedProfiles, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, paymentRoutes.listUnlockedProfiles, {
      profileIds: await deps.contactUnlocks.profilesOf(req.auth!.userId)
    });
  });
}

/** `invoice-INV-26-27-000123.pdf`: the invoice number with its slashes as dashes, which no file system refuses. */
export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
