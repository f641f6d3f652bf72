// Counted interest sends: free members' daily sends (5 per calendar day, Asia/Kolkata) and
// premium members' burst limit (30 in a clock minute). One counter per member and period, raised only
// while under the limit by a single conditional update (one round trip per send): ten simultaneous sends
// with five left let exactly five through, on every replica.
import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

interface QuotaDoc {
  /** `<userId>:<period>`: the day in India (`YYYY-MM-DD`) or a burst minute (`minute-<n>`). */
  _id: string;
  used: number;
  expireAt: Date;
}

const quotaSchema = new Schema<QuotaDoc>(
  { _id: String, used: { type: Number, required: true }, expireAt: { type: Date, required: true } },
  { collection: 'interest_quota', versionKey: false }
);
quotaSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

const KEEP_DAY_MS = 2 * 24 * 60 * 60 * 1000;

export function createInterestQuotaStore(conn: Connection) {
  const Quota =
    (conn.models.InterestQuota as Model<QuotaDoc> | undefined) ??
    conn.model<QuotaDoc>('InterestQuota', quotaSchema);
  // Every send takes one: the driver, without mongoose's query building.
  const counters = Quota.collection as unknown as Collection<QuotaDoc>;
  const raise = (_id: string, max: number, upsert: boolean, expireAt: Date) =>
    counters.findOneAndUpdate(
      { _id, used: { $lt: max } },
      { $inc: { used: 1 }, $setOnInsert: { expireAt } },
      { upsert, returnDocument: 'after' }
    );

  return {
    /** Takes one send of the period: the number left afterwards, or null when none was left. The counter is kept `keepMs`. */
    async take(
      userId: string,
      period: string,
      max: number,
      now: Date,
      keepMs = KEEP_DAY_MS
    ): Promise<number | null> {
      const _id = `${userId}:${period}`;
      // The database sweeps expired counters by its own clock, so the counter is kept from the later of the two:
      // a send judged at an earlier time (a test's clock) must not find its counter swept away mid-period.
      const expireAt = new Date(Math.max(now.getTime(), Date.now()) + keepMs);
      let doc: QuotaDoc | null;
      try {
        doc = await raise(_id, max, true, expireAt);
      } catch (error) {
        // The period's counter exists and is full (the upsert tried to insert it again), or a parallel first send created it.
        if (!isDuplicateKey(error)) throw error;
        doc = await raise(_id, max, false, expireAt);
      }
      return doc ? max - doc.used : null;
    },

    /** Gives a taken send back (the interest was not stored after all). */
    async giveBack(userId: string, period: string): Promise<void> {
      await Quota.updateOne({ _id: `${userId}:${period}`, used: { $gt: 0 } }, { $inc: { used: -1 } });
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
