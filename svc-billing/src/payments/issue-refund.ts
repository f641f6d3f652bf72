// Staff refund a receipt's payment from a help-desk ticket: one full refund per payment, ever. The order's refund is
// claimed (a unique index) before Razorpay is asked, and every request to Razorpay carries the order's idempotency
// key, so neither racing requests nor a retry after a crash can refund twice.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  REFUND_MESSAGES,
  refundNotAllowedMessage,
  type RefundBlock,
  type RefundReason
} from '@matrimony/catalog/refunds';
import { problem } from '@matrimony/service-kit';
import { paymentRefundBlock, recordedRefundBlock, refundIdempotencyKey } from '../domain/refunds';
import { type Order } from '../store/orders';
import { type ReceiptDoc } from '../store/receipts';
import { type RefundDoc } from '../store/refunds';
import { type PaymentDeps } from './deps';
import { paymentMatchesOrder } from './fulfil-order';
import { type PaymentGateway } from './razorpay-gateway';

export interface RefundRequest {
  reason: RefundReason;
  ticket: string;
  note?: string;
}

/** A claim this old belongs to a request that stopped half-way: the next request finishes it. */
const STALE_CLAIM_MS = 60_000;
/** How long a request waits for a racing one's answer from Razorpay (the gateway's timeout and some). */
const CLAIM_WAIT_MS = 12_000;
const CLAIM_POLL_MS = 100;

const notAllowed = (block: RefundBlock) => problem(409, refundNotAllowedMessage(block), 'refund_not_allowed');
const failed = () => problem(502, REFUND_MESSAGES.failed, 'refund_failed');

/** A receipt with its order and refund, as staff look at it. */
export async function staffReceipt(
  deps: PaymentDeps,
  number: string
): Promise<{ receipt: ReceiptDoc; order: Order; refund: RefundDoc | null }> {
  const receipt = await deps.receipts.withNumber(number);
  const order = receipt ? await deps.orders.byId(receipt._id) : null;
  if (!receipt || !order) throw problem(404, REFUND_MESSAGES.receiptNotFound, 'receipt_not_found');
  return { receipt, order, refund: await deps.refunds.ofOrder(order._id) };
}

export async function issueRefund(
  deps: PaymentDeps,
  staffId: string,
  number: string,
  request: RefundRequest
): Promise<{ refund: RefundDoc; created: boolean }> {
  const { gateway } = deps;
  const { receipt, order } = await staffReceipt(deps, number);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await deps.refunds.ofOrder(order._id);
    if (existing) {
      const settled = await settledRefund(deps, existing);
      if (settled === 'released') continue;
      if (settled.status !== 'requested') return { refund: settled, created: false };
      if (!gateway) throw failed();
      return { refund: await askRazorpay(deps, gateway, settled), created: false };
    }
    const recorded = recordedRefundBlock(receipt, order, null);
    if (!gateway) throw failed();
    const payment = recorded
      ? null
      : await gateway.fetchPayment(receipt.paymentId).catch((error: unknown) => {
          deps.logger.error({ err: error, orderId: order._id }, 'Razorpay did not answer the payment lookup');
          throw failed();
        });
    const block =
      recorded ??
      (paymentMatchesOrder(order, payment!) ? paymentRefundBlock(payment!) : 'payment_not_captured');
    if (block) {
      // A racing request may have refunded it since this one looked: that is the refund to answer.
      if (await deps.refunds.ofOrder(order._id)) continue;
      deps.logger.info({ orderId: order._id, block }, 'refund not allowed');
      throw notAllowed(block);
    }
    const claim = {
      orderId: order._id,
      paymentId: receipt.paymentId,
      amountPaise: order.amountPaise,
      reason: request.reason,
      ticket: request.ticket,
      note: request.note || null,
      issuedBy: staffId
    };
    if (!(await deps.refunds.claim(claim, deps.now()))) continue;
    deps.logger.info(
      { orderId: order._id, ticket: request.ticket, reason: request.reason, issuedBy: staffId },
      'refund requested'
    );
    const claimed = (await deps.refunds.ofOrder(order._id))!;
    return { refund: await askRazorpay(deps, gateway, claimed), created: true };
  }
  throw failed();
}

/**
 * The refund once a racing request has its answer: issued, still requested (that request stopped, lost Razorpay's
 * answer, or Razorpay is slow: the caller asks Razorpay itself, with the same key), or 'released' (Razorpay refused
 * it: the caller may try again).
 */
async function settledRefund(deps: PaymentDeps, refund: RefundDoc): Promise<RefundDoc | 'released'> {
  const giveUpAt = Date.now() + CLAIM_WAIT_MS;
  let current: RefundDoc | null = refund;
  while (
    current?.status === 'requested' &&
    !current.interruptedAt &&
    deps.now().getTime() - current.createdAt.getTime() < STALE_CLAIM_MS &&
    Date.now() < giveUpAt
  ) {
    await sleep(CLAIM_POLL_MS);
    current = await deps.refunds.ofOrder(refund.orderId);
  }
  return current ?? 'released';
}

/**
 * Asks Razorpay for the claimed refund (the order's idempotency key) and records its answer. A refusal (4xx) releases
 * the claim; a lost answer leaves it for the next request, which asks again with the same key.
 */
async function askRazorpay(deps: PaymentDeps, gateway: PaymentGateway, claim: RefundDoc): Promise<RefundDoc> {
  const accepted = await gateway
    .refund(claim.paymentId, claim.amountPaise, refundIdempotencyKey(claim.orderId))
    .catch(async (error: { statusCode?: number; error?: { code?: string; description?: string } }) => {
      deps.logger.error(
        {
          orderId: claim.orderId,
          status: error.statusCode,
          code: error.error?.code,
          description: error.error?.description
        },
        'Razorpay refused the refund'
      );
      const refused = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
      if (refused) await deps.refunds.release(claim.orderId);
      else await deps.refunds.markInterrupted(claim.orderId, deps.now());
      throw failed();
    });
  const refund = await deps.refunds.recordIssued(claim.orderId, accepted.id, deps.now());
  deps.logger.info(
    { orderId: claim.orderId, ticket: claim.ticket, razorpayRefundId: accepted.id, issuedBy: claim.issuedBy },
    'refund issued'
  );
  return refund;
}
