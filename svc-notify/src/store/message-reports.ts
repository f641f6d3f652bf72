import { Schema, Types, type Connection, type Model } from 'mongoose';
import { type MessageReportOutcome, type MessageReportReasonId } from '@matrimony/catalog/conversations';
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
  /** How a moderator resolved it (the decision itself is in moderator_decisions); null while open. */
  resolution: MessageReportResolution | null;
}

export interface MessageReportResolution {
  outcome: MessageReportOutcome;
  at: Date;
}

const messageReportSchema = new Schema<MessageReportDoc>(
  {
    messageId: { type: Schema.Types.ObjectId, required: true },
    conversationId: { type: Schema.Types.ObjectId, required: true },
    reporterUserId: { type: String, required: true },
    reportedUserId: { type: String, required: true },
    reason: { type: String, required: true },
    details: { type: String, default: null },
    reportedAt: { type: Date, required: true },
    resolution: { type: Schema.Types.Mixed, default: null }
  },
  { versionKey: false, collection: 'message_reports' }
);
messageReportSchema.index({ messageId: 1, reporterUserId: 1 }, { unique: true, name: 'once_per_reporter' });
// The moderators' queue: open ones oldest first (a report filed before resolutions existed has no field, and
// `resolution: null` matches it too); resolved ones newest resolution first.
messageReportSchema.index({ reportedAt: 1 });
messageReportSchema.index(
  { 'resolution.at': -1 },
  { partialFilterExpression: { 'resolution.at': { $exists: true } } }
);

export function createMessageReportsStore(connection: Connection) {
  const Reports =
    (connection.models.MessageReport as Model<MessageReportDoc> | undefined) ??
    connection.model<MessageReportDoc>('MessageReport', messageReportSchema);
  return {
    model: Reports,

    /** Stores it; undefined when this member already reported this message. */
    async add(report: Omit<MessageReportDoc, '_id' | 'resolution'>): Promise<MessageReportDoc | undefined> {
      const doc = { _id: new Types.ObjectId(), ...report, resolution: null };
      try {
        await Reports.collection.insertOne(doc);
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return undefined;
        throw error;
      }
    },

    /**
     * The moderators' queue, a page at a time, and how many there are: the open reports oldest first, or the
     * resolved ones newest resolution first.
     */
    async queue(
      status: 'open' | 'resolved',
      skip: number,
      limit: number
    ): Promise<{ items: MessageReportDoc[]; total: number }> {
      const filter = status === 'open' ? { resolution: null } : { 'resolution.at': { $exists: true } };
      const order: Record<string, 1 | -1> =
        status === 'open' ? { reportedAt: 1, _id: 1 } : { 'resolution.at': -1, _id: -1 };
      const [items, total] = await Promise.all([
        Reports.find(filter).sort(order).skip(skip).limit(limit).lean<MessageReportDoc[]>(),
        Reports.countDocuments(filter)
      ]);
      return { items, total };
    },

    /** Marks it resolved unless it already is (the decision in moderator_decisions is what holds the rule). */
    async markResolved(id: Types.ObjectId, resolution: MessageReportResolution): Promise<void> {
      await Reports.collection.updateOne({ _id: id, resolution: null }, { $set: { resolution } });
    },

    findById(id: string): Promise<MessageReportDoc | null> {
      return Reports.findById(id).lean<MessageReportDoc>();
    }
  };
}

export type MessageReportsStore = ReturnType<typeof createMessageReportsStore>;
