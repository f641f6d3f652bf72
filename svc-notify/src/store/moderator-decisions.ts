import { Schema, Types, type Connection, type Model } from 'mongoose';
import { type MessageReportOutcome } from '@matrimony/catalog/conversations';
import { isDuplicateKey } from '@matrimony/service-kit';

/**
 * The audit of moderators' decisions on message reports (docs/product-rules.md#conversation-safety), beside the
 * reads: who resolved which report, how, when, with their note. One per report: the unique index is what makes a
 * second resolution a conflict. Like the reads, it outlives the report and the conversation (only ids of them).
 */
export interface ModeratorDecisionDoc {
  _id: Types.ObjectId;
  adminUserId: string;
  reportId: Types.ObjectId;
  conversationId: Types.ObjectId;
  outcome: MessageReportOutcome;
  note: string | null;
  at: Date;
}

const moderatorDecisionSchema = new Schema<ModeratorDecisionDoc>(
  {
    adminUserId: { type: String, required: true },
    reportId: { type: Schema.Types.ObjectId, required: true },
    conversationId: { type: Schema.Types.ObjectId, required: true },
    outcome: { type: String, required: true },
    note: { type: String, default: null },
    at: { type: Date, required: true }
  },
  { versionKey: false, collection: 'moderator_decisions' }
);
moderatorDecisionSchema.index({ reportId: 1 }, { unique: true, name: 'once_per_report' });
moderatorDecisionSchema.index({ adminUserId: 1, at: -1 });

export function createModeratorDecisionsStore(connection: Connection) {
  const Decisions =
    (connection.models.ModeratorDecision as Model<ModeratorDecisionDoc> | undefined) ??
    connection.model<ModeratorDecisionDoc>('ModeratorDecision', moderatorDecisionSchema);
  return {
    model: Decisions,

    /** Records it; undefined when the report was already decided. */
    async record(decision: Omit<ModeratorDecisionDoc, '_id'>): Promise<ModeratorDecisionDoc | undefined> {
      const doc = { _id: new Types.ObjectId(), ...decision };
      try {
        await Decisions.collection.insertOne(doc);
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return undefined;
        throw error;
      }
    },

    ofReport(reportId: Types.ObjectId): Promise<ModeratorDecisionDoc | null> {
      return Decisions.findOne({ reportId }).lean<ModeratorDecisionDoc>();
    }
  };
}

export type ModeratorDecisionsStore = ReturnType<typeof createModeratorDecisionsStore>;
