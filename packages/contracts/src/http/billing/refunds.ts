// Refunds staff issue from a help-desk payment ticket (docs/product-rules.md#refunds): the receipt as staff see it
// and the one full refund its payment may get. Administrators only; the member's mobile and e-mail never appear.
import { REFUND_BLOCK_IDS, REFUND_NOTE_MAX_LENGTH, REFUND_REASON_IDS } from '@matrimony/catalog/refunds';
import { TICKET_NUMBER_PATTERN } from '@matrimony/catalog/support';
import { z } from 'zod';
import { defineRoute } from '../route';
import { productSchema, receiptNumberSchema } from './payments';

export const refundReasonSchema = z.enum(REFUND_REASON_IDS);

export const issueRefundRequestSchema = z.object({
  reason: refundReasonSchema,
  /** The help-desk ticket the refund answers, e.g. `T1000042`. */
  ticket: z.string().regex(TICKET_NUMBER_PATTERN, 'must be a ticket number like T1000042'),
  /** Staff's own words for the audit. */
  note: z
    .string()
    .trim()
    .max(REFUND_NOTE_MAX_LENGTH, `must be at most ${REFUND_NOTE_MAX_LENGTH} characters`)
    .optional()
});

/** A refund as staff see it: always the full amount paid, and at most one per payment. */
export const staffRefundSchema = z.object({
  amountPaise: z.number().int().positive(),
  amountInr: z.number().positive(),
  reason: refundReasonSchema,
  ticket: z.string(),
  note: z.string().nullable(),
  /** When staff issued it. */
  issuedAt: z.iso.datetime(),
  /** Razorpay's refund id; null only while Razorpay has not answered the request yet. */
  razorpayRefundId: z.string().nullable(),
  /** `pending` until Razorpay's `refund.processed` webhook says the money went back. */
  status: z.enum(['pending', 'processed']),
  processedAt: z.iso.datetime().nullable()
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** A receipt as staff see it from a payment ticket. */
export const adminReceiptSchema = z.object({
  number: z.string(),
  product: productSchema,
  item: z.string(),
  amountPaise: z.number().int().positive(),
  amountInr: z.number().positive(),
  currency: z.literal('INR'),
  paidAt: z.iso.datetime(),
  /** Razorpay's payment id, to find it in Razorpay's dashboard. */
  paymentId: z.string(),
  orderId: z.string(),
  status: z.enum(['paid', 'refunded']),
  refund: staffRefundSchema.nullable(),
  refundable: z.boolean(),
  /** Why not, when `refundable` is false (labels in `@matrimony/catalog/refunds` REFUND_BLOCKS). */
  notRefundableBecause: z.enum(REFUND_BLOCK_IDS).nullable()
});
export type AdminReceipt = z.infer<typeof adminReceiptSchema>;

const receiptParams = z.object({ number: receiptNumberSchema });

export const refundRoutes = {
  adminReceipt: defineRoute({
    name: 'billing.adminReceipt',
    method: 'GET',
    path: '/admin/receipts/:number',
    auth: 'admin',
    summary:
      'Any member’s receipt as staff see it for a payment ticket, with its refund and whether one may be issued (administrators only)',
    request: { params: receiptParams },
    response: { status: 200, body: adminReceiptSchema },
    errors: ['receipt_not_found']
  }),
  issueRefund: defineRoute({
    name: 'billing.issueRefund',
    method: 'POST',
    path: '/admin/receipts/:number/refund',
    auth: 'admin',
    summary: 'Refunds the receipt’s payment in full through Razorpay, once (administrators only)',
    description:
      'Only for the refund policy’s reasons, always the whole amount paid (no partial refunds). One refund per payment, ever: a repeat, or a request racing another, answers 200 with the refund already issued. `refund_not_allowed` when the payment is not captured at Razorpay or was refunded another way; `refund_failed` (502) when Razorpay refuses or does not answer, with nothing recorded, so the request may be tried again.',
    request: { params: receiptParams, body: issueRefundRequestSchema },
    response: {
      status: 201,
      body: staffRefundSchema,
      replay: { status: 200, description: 'The refund already issued for this payment' }
    },
    errors: ['receipt_not_found', 'refund_not_allowed', 'refund_failed']
  })
};
