// Refunds staff issue from a help-desk payment ticket (docs/product-rules.md#refunds): the only reasons the refund
// policy accepts, why a payment cannot be refunded, and the problems the refund endpoints answer.

/** The refund policy's reasons; there is no cancellation after purchase. */
export const REFUND_REASONS = [
  { id: 'technical-problem', label: 'A technical problem that lasted more than 48 hours' },
  { id: 'duplicate-charge', label: 'A duplicate charge' },
  { id: 'outage', label: 'A long maintenance outage' }
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number]['id'];
export const REFUND_REASON_IDS = REFUND_REASONS.map((r) => r.id) as [RefundReason, ...RefundReason[]];

/** Staff's note on a refund (for the audit), at most this long. */
export const REFUND_NOTE_MAX_LENGTH = 500;

/** Why a receipt's payment cannot be refunded from the console. */
export const REFUND_BLOCKS = [
  { id: 'refund_issued', label: 'A refund was already issued for this payment.' },
  {
    id: 'refunded_elsewhere',
    label: 'This payment was already refunded in Razorpay’s dashboard.'
  },
  { id: 'payment_not_captured', label: 'Razorpay does not hold this payment as captured.' }
] as const;
export type RefundBlock = (typeof REFUND_BLOCKS)[number]['id'];
export const REFUND_BLOCK_IDS = REFUND_BLOCKS.map((b) => b.id) as [RefundBlock, ...RefundBlock[]];

/** The `refund_not_allowed` problem, saying why. */
export function refundNotAllowedMessage(block: RefundBlock): { title: string; description: string } {
  return {
    title: REFUND_MESSAGES.notAllowed.title,
    description: REFUND_BLOCKS.find((b) => b.id === block)!.label
  };
}

/** The refund endpoints' problems, as staff read them in the console. */
export const REFUND_MESSAGES = {
  receiptNotFound: {
    title: 'Receipt Not Found',
    description: 'No receipt has this number. Check the number the member quoted.'
  },
  /** The description is the reason in REFUND_BLOCKS (refundNotAllowedMessage). */
  notAllowed: { title: 'Refund Not Possible' },
  failed: {
    title: 'Refund Failed',
    description:
      'Razorpay did not accept the refund, so nothing was refunded. Try again in a few minutes; if it keeps failing, see the runbook.'
  }
} as const;
