import { Schema, Types, type Connection, type Model } from 'mongoose';

/**
 * The audit of moderators reading conversations (docs/product-rules.md#conversation-safety): each read of a
 * reported message and the messages around it, by whom, through which report, when. Kept like svc-profile's
 * moderation audit: the record outlives the conversation (no member data in it, only ids).
 */
export interface ModeratorReadDoc {
  _id: Types.ObjectId;
  adminUserId: string;
  reportId: Types.ObjectId;
  conversationId: Types.ObjectId;
  /** How many messages the moderator was shown. */
  messageCount: number;
  at: Date;
}

const moderatorReadSchema = new Schema<ModeratorReadDoc>(
  {
    adminUserId: { type: String, required: true },
    reportId: { type: Schema.Types.ObjectId, required: true },
    conversationId: { type: Schema.Types.ObjectId, required: true },
    messageCount: { type: Number, required: true },
    at: { type: Date, required: true }
  },
  { versionKey: false, collection: 'moderator_reads' }
);
moderatorReadSchema.index({ reportId: 1, at: 1 });
moderatorReadSchema.index({ adminUserId: 1, at: -1 });

export function createModeratorReadsStore(connection: Connection) {
  const Reads =
    (connection.models.ModeratorRead as Model<ModeratorReadDoc> | undefined) ??
    connection.model<ModeratorReadDoc>('ModeratorRead', moderatorReadSchema);
  return {
    model: Reads,

    async record(read: Omit<ModeratorReadDoc, '_id'>): Promise<void> {
      await Reads.collection.insertOne({ _id: new Types.ObjectId(), ...read });
    },

    /** The reads through one report, oldest first. */
    ofReport(reportId: Types.ObjectId): Promise<ModeratorReadDoc[]> {
      return Reads.find({ reportId }).sort({ at: 1 }).lean<ModeratorReadDoc[]>();
    }
  };
}

export type ModeratorReadsStore = ReturnType<typeof createModeratorReadsStore>;
