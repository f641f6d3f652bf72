import { type Router } from 'express';
import { refundRoutes } from '@matrimony/contracts/http/billing/refunds';
import {
  contractRoute,
  inputOf,
  requireAuth,
  requireRole,
  sendJson,
  type TokenVerifier
} from '@matrimony/service-kit';
import { type PaymentDeps } from '../../payments/deps';
import { issueRefund, staffReceipt } from '../../payments/issue-refund';
import { adminReceiptView, staffRefundView } from './view';

const ADMIN_ROLE = 'admin';

/** Staff (realm role `admin`) look up a ticket's receipt and refund its payment. */
export function staffRefundRoutes(router: Router, deps: PaymentDeps & { verifier: TokenVerifier }): void {
  const administrators = [requireAuth(deps.verifier), requireRole(ADMIN_ROLE)];

  contractRoute(router, refundRoutes.adminReceipt, ...administrators, async (_req, res) => {
    const { params } = inputOf(res, refundRoutes.adminReceipt.request);
    const { receipt, order, refund } = await staffReceipt(deps, params.number);
    res.setHeader('Cache-Control', 'no-store');
    sendJson(res, refundRoutes.adminReceipt, adminReceiptView(receipt, order, refund));
  });

  contractRoute(router, refundRoutes.issueRefund, ...administrators, async (req, res) => {
    const { params, body } = inputOf(res, refundRoutes.issueRefund.request);
    const { refund, created } = await issueRefund(deps, req.auth!.userId, params.number, body);
    if (created) sendJson(res, refundRoutes.issueRefund, staffRefundView(refund));
    else res.status(refundRoutes.issueRefund.response.replay.status).json(staffRefundView(refund));
  });
}
