import { Schema, type Connection } from 'mongoose';
import { PRODUCTS, type Product } from '@matrimony/catalog/plans';
import { erasedMemberId } from '../domain/erased-member';

/** created → paid (by verify or webhook, whichever first) → refunded; failed attempts are recorded, a later success still pays. */
export type OrderStatus = 'created' | 'paid' | 'refunded';

export interface Order {
  /** Our id, also Razorpay's `receipt` field. */
  _id: string;
  razorpayOrderId: string;
  userId: string;
  product: Product;
  profileId: string | null;
  amountPaise: number;
  currency: 'INR';
  status: OrderStatus;
  paymentId: string | null;
  failedPaymentIds: string[];
  createdAt: Date;
  paidAt: Date | null;
  /** Set once every effect of the payment exists (entitlement, receipt); until then a repeat of verify/webhook finishes the job. */
  fulfilledAt: Date | null;
  refundedAt: Date | null;
}

const orderSchema = new Schema<Order>(
  {
    _id: { type: String, required: true },
    razorpayOrderId: { type: String, required: true },
    userId: { type: String, required: true },
    product: { type: String, enum: PRODUCTS, required: true },
    profileId: { type: String, default: null },
    amountPaise: { type: Number, required: true },
    currency: { type: String, enum: ['INR'], required: true },
    status: { type: String, enum: ['created', 'paid', 'refunded'], required: true },
    paymentId: { type: String, default: null },
    failedPaymentIds: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    paidAt: { type: Date, default: null },
    fulfilledAt: { type: Date, default: null },
    refundedAt: { type: Date, default: null }
  },
  { versionKey: false, collection: 'orders' }
);
orderSchema.index({ razorpayOrderId: 1 }, { unique: true });
orderSchema.index({ userId: 1, createdAt: -1 });

/** The `orders` collection: one document per Razorpay order we created. */
export function createOrdersStore(connection: Connection) {
  const Orders = connection.model<Order>('Order', orderSchema);
  return {
    model: Orders,

    /** Stores an order just created at Razorpay, before the browser sees it: not paid, no payment yet. */
    async insertCreated(
      order: Pick<Order, '_id' | 'razorpayOrderId' | 'userId' | 'product' | 'profileId' | 'amountPaise'>,
      now: Date
    ): Promise<void> {
      await Orders.create({
        ...order,
        currency: 'INR',
        status: 'created',
        paymentId: null,
        failedPaymentIds: [],
        createdAt: now,
        paidAt: null,
        fulfilledAt: null,
        refundedAt: null
      } satisfies Order);
    },

    byId(orderId: string): Promise<Order | null> {
      return Orders.findById(orderId).lean<Order>();
    },

    byRazorpayId(razorpayOrderId: string): Promise<Order | null> {
      return Orders.findOne({ razorpayOrderId }).lean<Order>();
    },

    /** Marks the order paid with this payment; true for the one caller whose write changed it. */
    async markPaid(orderId: string, paymentId: string, now: Date): Promise<boolean> {
      const result = await Orders.updateOne(
        { _id: orderId, status: 'created' },
        { $set: { status: 'paid', paymentId, paidAt: now } }
      );
      return result.modifiedCount === 1;
    },

    async recordFailure(razorpayOrderId: string, paymentId: string): Promise<void> {
      await Orders.updateOne({ razorpayOrderId }, { $addToSet: { failedPaymentIds: paymentId } });
    },

    async markFulfilled(orderId: string, now: Date): Promise<void> {
      await Orders.updateOne({ _id: orderId, fulfilledAt: null }, { $set: { fulfilledAt: now } });
    },

    /** paid → refunded; true for the one caller whose write changed it. */
    async markRefunded(paymentId: string, now: Date): Promise<Order | null> {
      return Orders.findOneAndUpdate(
        { paymentId, status: 'paid' },
        { $set: { status: 'refunded', refundedAt: now } },
        { new: true }
      ).lean<Order>();
    },

    /** Account erasure: the orders stay (the accounts), without the member's id. */
    async detachFrom(userId: string): Promise<void> {
      for (const order of await Orders.find({ userId }, { _id: 1 }).lean<Pick<Order, '_id'>[]>()) {
        await Orders.updateOne({ _id: order._id, userId }, { $set: { userId: erasedMemberId(order._id) } });
      }
    },

    /** Paid orders whose effects are not all written yet (a crash between the steps): the repair job finishes them. */
    unfulfilled(olderThan: Date, limit = 100): Promise<Order[]> {
      return Orders.find({ status: 'paid', fulfilledAt: null, paidAt: { $lte: olderThan } })
        .limit(limit)
        .lean<Order[]>();
    }
  };
}

export type OrdersStore = ReturnType<typeof createOrdersStore>;
