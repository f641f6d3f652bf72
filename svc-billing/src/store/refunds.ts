import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';
import { type RefundReason } from '@matrimony/catalog/refunds';

/**
 * requested: claimed, Razorpay's answer not recorded yet (in flight, refused, or the service stopped half-way);
 * pending: Razorpay accepted it; processed: Razorpay's `refund.processed` webhook arrived.
 */
export type RefundStatus = 'requested' | 'pending' | 'processed';

export interface RefundDoc {
  /** One refund per order and per payment, ever (both unique). */
  orderId: string;
  paymentId: string;
  /** Always the whole amount paid. */
  amountPaise: number;
  reason: RefundReason;
  /** The help-desk ticket it answers. */
  ticket: string;
  note: string | null;
  /** The staff member's subject id (audit). */
  issuedBy: string;
  razorpayRefundId: string | null;
  status: RefundStatus;
  createdAt: Date;
  /** When Razorpay accepted it; null while requested. */
  issuedAt: Date | null;
  processedAt: Date | null;
  /** Razorpay's answer to the last request was lost (timeout, network, 5xx): the next request asks again at once. */
  interruptedAt: Date | null;
}

const refundSchema = new Schema<RefundDoc>(
  {
    orderId: { type: String, required: true },
    paymentId: { type: String, required: true },
    amountPaise: { type: Number, required: true },
    reason: { type: String, required: true },
    ticket: { type: String, required: true },
    note: { type: String, default: null },
    issuedBy: { type: String, required: true },
    razorpayRefundId: { type: String, default: null },
    status: { type: String, enum: ['requested', 'pending', 'processed'], required: true },
    createdAt: { type: Date, required: true },
    issuedAt: { type: Date, default: null },
    processedAt: { type: Date, default: null },
    interruptedAt: { type: Date, default: null }
  },
  { versionKey: false, collection: 'refunds' }
);
refundSchema.index({ orderId: 1 }, { unique: true });
refundSchema.index({ paymentId: 1 }, { unique: true });

export type NewRefund = Pick<
  RefundDoc,
  'orderId' | 'paymentId' | 'amountPaise' | 'reason' | 'ticket' | 'note' | 'issuedBy'
>;

const projection = { _id: 0 } as const;

/** The `refunds` collection: refunds staff issued, each claimed before Razorpay is asked, so a payment gets one. */
export function createRefundsStore(connection: Connection) {
  const Refunds = connection.model<RefundDoc>('Refund', refundSchema);
  return {
    model: Refunds,

    /** Claims the order's one refund; false when it is already claimed (by this request's twin, or before). */
    async claim(refund: NewRefund, now: Date): Promise<boolean> {
      try {
        await Refunds.create({
          ...refund,
          razorpayRefundId: null,
          status: 'requested',
          createdAt: now,
          issuedAt: null,
          processedAt: null,
          interruptedAt: null
        } satisfies RefundDoc);
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    ofOrder(orderId: string): Promise<RefundDoc | null> {
      return Refunds.findOne({ orderId }, projection).lean<RefundDoc>();
    },

    ofOrders(orderIds: string[]): Promise<RefundDoc[]> {
      return Refunds.find({ orderId: { $in: orderIds } }, projection).lean<RefundDoc[]>();
    },

    /** Razorpay accepted the refund: its id and when (a webhook that came first keeps its `processed`). */
    async recordIssued(orderId: string, razorpayRefundId: string, now: Date): Promise<RefundDoc> {
      await Refunds.updateOne({ orderId, issuedAt: null }, { $set: { razorpayRefundId, issuedAt: now } });
      await Refunds.updateOne({ orderId, status: 'requested' }, { $set: { status: 'pending' } });
      return (await Refunds.findOne({ orderId }, projection).lean<RefundDoc>())!;
    },

    /** Razorpay refused: the claim goes, so the refund may be requested again. */
    async release(orderId: string): Promise<void> {
      await Refunds.deleteOne({ orderId, status: 'requested', issuedAt: null });
    },

    /** Razorpay's answer was lost: the claim stays (the refund may exist there) for the next request to finish. */
    async markInterrupted(orderId: string, now: Date): Promise<void> {
      await Refunds.updateOne({ orderId, status: 'requested' }, { $set: { interruptedAt: now } });
    },

    /** Razorpay's refund.processed; only the first delivery changes anything. Null for a refund we did not issue. */
    async markProcessed(paymentId: string, razorpayRefundId: string, now: Date): Promise<RefundDoc | null> {
      return Refunds.findOneAndUpdate(
        { paymentId, status: { $ne: 'processed' } },
        [
          {
            $set: {
              status: 'processed',
              processedAt: now,
              razorpayRefundId: { $ifNull: ['$razorpayRefundId', razorpayRefundId] },
              issuedAt: { $ifNull: ['$issuedAt', now] }
            }
          }
        ],
        { new: true, projection }
      ).lean<RefundDoc>();
    }
  };
}

export type RefundsStore = ReturnType<typeof createRefundsStore>;
