import { Schema, Types, type Connection, type Model } from 'mongoose';
import { type MessageReportReasonId } from '@matrimony/catalog/conversations';
import { isDuplicateKey } from '@matrimony/service-kit';

/** A member's report of a message they received: for the moderators, who read the conversation around it. */
export interface MessageReportDoc {
  _id: Types.ObjectId;
  messageId: Types.ObjectId;
  conversationId: Types.ObjectId;
  reporterUserId: string;
  /** Who wrote the message. */
  reportedUserId: string;
  reason: MessageReportReasonId;
  details: string | null;
  reportedAt: Date;
}

const messageReportSchema = new Schema<MessageReportDoc>(
  {
    messageId: { type: Schema.Types.ObjectId, required: true },
    conversationId: { type: Schema.Types.ObjectId, required: true },
    reporterUserId: { type: String, required: true },
    reportedUserId: { type: String, required: true },
    reason: { type: String, required: true },
    details: { type: String, default: null },
    reportedAt: { type: Date, required: true }
  },
  { versionKey: false, collection: 'message_reports' }
);
messageReportSchema.index({ messageId: 1, reporterUserId: 1 }, { unique: true, name: 'once_per_reporter' });
// The moderators' queue, oldest first.
messageReportSchema.index({ reportedAt: 1 });

export function createMessageReportsStore(connection: Connection) {
  const Reports =
    (connection.models.MessageReport as Model<MessageReportDoc> | undefined) ??
    connection.model<MessageReportDoc>('MessageReport', messageReportSchema);
  return {
    model: Reports,

    /** Stores it; undefined when this member already reported this message. */
    async add(report: Omit<MessageReportDoc, '_id'>): Promise<MessageReportDoc | undefined> {
      const doc = { _id: new Types.ObjectId(), ...report };
      try {
        await Reports.collection.insertOne(doc);
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return undefined;
        throw error;
      }
    },

    /** The moderators' queue: reports oldest first, a page at a time, and how many there are. */
    async queue(skip: number, limit: number): Promise<{ items: MessageReportDoc[]; total: number }> {
      const [items, total] = await Promise.all([
        Reports.find({}).sort({ reportedAt: 1, _id: 1 }).skip(skip).limit(limit).lean<MessageReportDoc[]>(),
        Reports.countDocuments({})
      ]);
      return { items, total };
    },

    findById(id: string): Promise<MessageReportDoc | null> {
      return Reports.findById(id).lean<MessageReportDoc>();
    }
  };
}

export type MessageReportsStore = ReturnType<typeof createMessageReportsStore>;
