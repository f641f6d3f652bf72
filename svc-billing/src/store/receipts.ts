import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey, outboxEvent, outboxPlugin } from '@matrimony/service-kit';
import { type Product } from '@matrimony/contracts/http/billing/payments';
import { erasedMemberId } from '../domain/erased-member';
import { receiptNumber } from '../domain/products';
import { financialYearOf, invoiceNumber, type IssuedInvoice } from '../domain/tax-invoice';

export interface ReceiptDoc {
  /** The order it is for: one receipt per order (the unique _id makes a repeat a no-op). */
  _id: string;
  number: string;
  sequence: number;
  userId: string;
  issuedAt: Date;
  product: Product;
  item: string;
  profileId: string | null;
  amountInr: number;
  currency: 'INR';
  paymentId: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  status: 'paid' | 'refunded';
  /** The GST tax invoice, fixed when issued; null on receipts issued before payments got tax invoices. */
  invoice: IssuedInvoice | null;
}

const receiptSchema = new Schema<ReceiptDoc>(
  {
    _id: { type: String, required: true },
    number: { type: String, required: true },
    sequence: { type: Number, required: true },
    userId: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    product: { type: String, required: true },
    item: { type: String, required: true },
    profileId: { type: String, default: null },
    amountInr: { type: Number, required: true },
    currency: { type: String, required: true },
    paymentId: { type: String, required: true },
    periodStart: { type: Date, default: null },
    periodEnd: { type: Date, default: null },
    status: { type: String, enum: ['paid', 'refunded'], required: true },
    invoice: { type: Schema.Types.Mixed, default: null }
  },
  { versionKey: false, collection: 'receipts' }
);
// billing.receipt.issued goes out with the receipt's own insert.
receiptSchema.plugin(outboxPlugin);
receiptSchema.index({ number: 1 }, { unique: true });
receiptSchema.index(
  { 'invoice.number': 1 },
  { unique: true, partialFilterExpression: { invoice: { $type: 'object' } } }
);
receiptSchema.index({ userId: 1, issuedAt: -1 });
receiptSchema.index(
  { 'invoice.profileMemberNumber': 1 },
  { partialFilterExpression: { 'invoice.profileMemberNumber': { $type: 'string' } } }
);

const counterSchema = new Schema<{ _id: string; value: number }>(
  { _id: String, value: Number },
  { versionKey: false, collection: 'counters' }
);

export type NewReceipt = Omit<ReceiptDoc, 'number' | 'sequence' | 'status' | 'invoice'> & {
  invoice: Omit<IssuedInvoice, 'number'>;
};

/**
 * The `receipts` collection, numbered from one counter document, and their invoices from one counter per financial
 * year (atomic $inc: two payments never share a number).
 */
export function createReceiptsStore(connection: Connection) {
  const Receipts = connection.model<ReceiptDoc>('Receipt', receiptSchema);
  const Counters = connection.model('Counter', counterSchema);

  return {
    model: Receipts,

    /**
     * Issues the order's receipt and its invoice once. The existence check keeps a repeat from spending a number;
     * only two fulfilments racing on one order can leave a gap in either series (the loser's numbers), never a
     * duplicate.
     */
    async issue(receipt: NewReceipt): Promise<ReceiptDoc> {
      const existing = await Receipts.findById(receipt._id).lean<ReceiptDoc>();
      if (existing) return existing;
      const next = async (counter: string) =>
        (await Counters.findOneAndUpdate(
          { _id: counter },
          { $inc: { value: 1 } },
          { upsert: true, new: true }
        ).lean<{ value: number }>())!.value;
      const sequence = await next('receipt');
      const financialYear = financialYearOf(receipt.issuedAt);
      const doc: ReceiptDoc = {
        ...receipt,
        sequence,
        number: receiptNumber(sequence, receipt.issuedAt),
        status: 'paid',
        invoice: {
          ...receipt.invoice,
          number: invoiceNumber(financialYear, await next(`invoice:${financialYear}`))
        }
      };
      try {
        const issued = outboxEvent('billing.receipt.issued', {
          userId: doc.userId,
          receiptNumber: doc.number,
          issuedAt: doc.issuedAt.toISOString()
        });
        await Receipts.create({ ...doc, pendingEvents: [issued] });
        return doc;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return (await Receipts.findById(receipt._id).lean<ReceiptDoc>())!;
      }
    },

    ofOrder(orderId: string): Promise<ReceiptDoc | null> {
      return Receipts.findById(orderId).lean<ReceiptDoc>();
    },

    async markRefunded(orderId: string): Promise<void> {
      await Receipts.updateOne({ _id: orderId }, { $set: { status: 'refunded' } });
    },

    listOf(userId: string): Promise<ReceiptDoc[]> {
      return Receipts.find({ userId }).sort({ issuedAt: -1 }).limit(500).lean<ReceiptDoc[]>();
    },

    byNumber(userId: string, number: string): Promise<ReceiptDoc | null> {
      return Receipts.findOne({ userId, number }).lean<ReceiptDoc>();
    },

    /** Any member's receipt: staff, from a help-desk ticket. */
    withNumber(number: string): Promise<ReceiptDoc | null> {
      return Receipts.findOne({ number }).lean<ReceiptDoc>();
    },

    /** Account erasure of an unlocked profile's owner: other members' invoices stop naming its member number. */
    async forgetProfileNumber(memberNumber: string): Promise<void> {
      await Receipts.updateMany(
        { 'invoice.profileMemberNumber': memberNumber },
        { $set: { 'invoice.profileMemberNumber': null } }
      );
    },

    /**
     * Account erasure: receipts and invoices are the record of money taken and stay, numbered as issued, without the
     * member's id or name (the place of supply stays: it decides the tax).
     */
    async detachFrom(userId: string): Promise<void> {
      for (const receipt of await Receipts.find({ userId }, { _id: 1, invoice: 1 }).lean<
        Pick<ReceiptDoc, '_id' | 'invoice'>[]
      >()) {
        await Receipts.updateOne(
          { _id: receipt._id, userId },
          {
            $set: {
              userId: erasedMemberId(receipt._id),
              ...(receipt.invoice ? { 'invoice.buyer.name': null } : {})
            }
          }
        );
      }
    }
  };
}

export type ReceiptsStore = ReturnType<typeof createReceiptsStore>;
