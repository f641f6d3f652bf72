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
import { type PaymentDeps } from '../../payments/deps';
import { receiptView } from './view';

/** The member's receipts and the profiles whose contact they bought. */
export function receiptRoutes(router: Router, deps: PaymentDeps & { verifier: TokenVerifier }): void {
  const auth = requireAuth(deps.verifier);

  contractRoute(router, paymentRoutes.listReceipts, auth, async (req, res) => {
    const receipts = await deps.receipts.listOf(req.auth!.userId);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, paymentRoutes.listReceipts, { items: receipts.map(receiptView) });
  });

  contractRoute(router, paymentRoutes.getReceipt, auth, async (req, res) => {
    const { params } = inputOf(res, paymentRoutes.getReceipt.request);
    const receipt = await deps.receipts.byNumber(req.auth!.userId, params.number);
    if (!receipt) throw problem(404, PAYMENT_MESSAGES.receiptNotFound, 'receipt_not_found');
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, paymentRoutes.getReceipt, receiptView(receipt));
  });

  contractRoute(router, paymentRoutes.listUnlockedProfiles, auth, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, paymentRoutes.listUnlockedProfiles, {
      profileIds: await deps.contactUnlocks.profilesOf(req.auth!.userId)
    });
  });
}
