import { Schema, type Connection } from 'mongoose';

/**
 * Which receipt numbers are each member's, kept from billing.receipt.issued (never asked for): a payment ticket
 * may name only one of the member's own receipts.
 */
export interface MemberReceiptDoc {
  /** The receipt number. */
  _id: string;
  userId: string;
  issuedAt: Date;
}

const receiptSchema = new Schema<MemberReceiptDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    issuedAt: { type: Date, required: true }
  },
  { versionKey: false, collection: 'member_receipts' }
);
receiptSchema.index({ userId: 1, issuedAt: -1 });

export function createMemberReceiptsStore(connection: Connection) {
  const Receipts = connection.model<MemberReceiptDoc>('MemberReceipt', receiptSchema);
  return {
    model: Receipts,

    /** A repeat changes nothing. */
    async record(receiptNumber: string, userId: string, issuedAt: Date): Promise<void> {
      await Receipts.updateOne(
        { _id: receiptNumber },
        { $setOnInsert: { userId, issuedAt } },
        { upsert: true }
      );
    },

    async isMembers(userId: string, receiptNumber: string): Promise<boolean> {
      return (await Receipts.exists({ _id: receiptNumber, userId })) !== null;
    },

    async erase(userId: string): Promise<void> {
      await Receipts.deleteMany({ userId });
    }
  };
}

export type MemberReceiptsStore = ReturnType<typeof createMemberReceiptsStore>;
