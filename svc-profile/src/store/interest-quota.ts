// Free members' daily sends (decisions: 5 per calendar day, Asia/Kolkata). One counter per member and
// day, raised only while under the limit by a single conditional update: ten simultaneous sends with
// five left let exactly five through, on every replica.
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

interface QuotaDoc {
  /** `<userId>:<YYYY-MM-DD>` (the day in India). */
  _id: string;
  used: number;
  expireAt: Date;
}

const quotaSchema = new Schema<QuotaDoc>(
  { _id: String, used: { type: Number, required: true }, expireAt: { type: Date, required: true } },
  { collection: 'interest_quota', versionKey: false }
);
quotaSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

export function createInterestQuotaStore(conn: Connection) {
  const Quota = (conn.models.InterestQuota as Model<QuotaDoc> | undefined) ?? conn.model<QuotaDoc>('InterestQuota', quotaSchema);
  const raise = (_id: string, max: number, upsert: boolean, now: Date) =>
    Quota.findOneAndUpdate({ _id, used: { $lt: max } }, { $inc: { used: 1 }, $setOnInsert: { expireAt: new Date(now.getTime() + KEEP_MS) } }, { upsert, new: true }).lean<QuotaDoc>();

  return {
    /** Takes one send of the day: the number left afterwards, or null when none was left. */
    async take(userId: string, day: string, max: number, now: Date): Promise<number | null> {
      const _id = `${userId}:${day}`;
      let doc: QuotaDoc | null;
      try {
        doc = await raise(_id, max, true, now);
      } catch (error) {
        // The day's counter exists and is full (the upsert tried to insert it again), or a parallel first send created it.
        if (!isDuplicateKey(error)) throw error;
        doc = await raise(_id, max, false, now);
      }
      return doc ? max - doc.used : null;
    },

    /** Gives a taken send back (the interest was not stored after all). */
    async giveBack(userId: string, day: string): Promise<void> {
      await Quota.updateOne({ _id: `${userId}:${day}`, used: { $gt: 0 } }, { $inc: { used: -1 } });
    },

    async usedOn(userId: string, day: string): Promise<number> {
      return (await Quota.findById(`${userId}:${day}`).lean<QuotaDoc>())?.used ?? 0;
    },

    async eraseOf(userId: string): Promise<void> {
      await Quota.deleteMany({ _id: { $regex: `^${userId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:` } });
    }
  };
}

export type InterestQuotaStore = ReturnType<typeof createInterestQuotaStore>;
