import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { MESSAGE_WARNING_KINDS, type MessageWarningKind } from '@matrimony/catalog/conversations';

/** Messages delivered with a warning, counted per day (UTC) and kind for the moderators; no message or member in it. */
interface FlaggedCountDoc {
  /** `<YYYY-MM-DD>:<kind>` */
  _id: string;
  day: string;
  kind: MessageWarningKind;
  count: number;
}

const flaggedCountSchema = new Schema<FlaggedCountDoc>(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    kind: { type: String, required: true },
    count: { type: Number, required: true }
  },
  { versionKey: false, collection: 'flagged_message_counts' }
);
flaggedCountSchema.index({ day: 1 });

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export interface FlaggedMessageCount {
  kind: MessageWarningKind;
  last7Days: number;
  total: number;
}

export function createFlaggedMessagesStore(connection: Connection) {
  const Counts =
    (connection.models.FlaggedMessageCount as Model<FlaggedCountDoc> | undefined) ??
    connection.model<FlaggedCountDoc>('FlaggedMessageCount', flaggedCountSchema);
  const counts = Counts.collection as unknown as Collection<FlaggedCountDoc>;

  return {
    model: Counts,

    /** One more message of this kind delivered at `at`. */
    async count(kind: MessageWarningKind, at: Date): Promise<void> {
      const day = dayOf(at);
      await counts.updateOne(
        { _id: `${day}:${kind}` },
        { $inc: { count: 1 }, $setOnInsert: { day, kind } },
        { upsert: true }
      );
    },

    /** Per kind: the last seven days (today included) and every day kept. */
    async totals(now: Date): Promise<FlaggedMessageCount[]> {
      const since = dayOf(new Date(now.getTime() - 6 * DAY_MS));
      const docs = await counts.find({}).toArray();
      return MESSAGE_WARNING_KINDS.map((kind) => {
        const ofKind = docs.filter((doc) => doc.kind === kind);
        return {
          kind,
          last7Days: ofKind.filter((doc) => doc.day >= since).reduce((sum, doc) => sum + doc.count, 0),
          total: ofKind.reduce((sum, doc) => sum + doc.count, 0)
        };
      });
    }
  };
}

export type FlaggedMessagesStore = ReturnType<typeof createFlaggedMessagesStore>;
