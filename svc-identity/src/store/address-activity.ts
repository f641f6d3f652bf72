import { Schema, type Connection } from 'mongoose';
import { ADDRESS_ACTIVITY_WINDOW_MS } from '../domain/limits';

/** Counts of one key in one slice of time. */
interface ActivityBucket {
  /** `<key>|<start ms>`. */
  _id: string;
  key: string;
  start: Date;
  count: number;
  expireAt: Date;
}

/** Counts are kept in slices of this length: a window is read as the slices that began inside it. */
const BUCKET_MS = 5 * 60 * 1000;

const bucketSchema = new Schema<ActivityBucket>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
    start: { type: Date, required: true },
    count: { type: Number, required: true },
    expireAt: { type: Date, required: true }
  },
  { versionKey: false }
);
bucketSchema.index({ key: 1, start: 1 });
bucketSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/**
 * How much an address did recently (requests, sign-in failures), so the proof of work it pays can grow with it.
 * A count never refuses anything, so it needs no atomic window: one increment per event. Keys hold keyed hashes
 * of addresses and numbers only.
 */
export function createAddressActivity(connection: Connection) {
  const Buckets = connection.model<ActivityBucket>('ActivityBucket', bucketSchema, 'address_activity');
  return {
    async add(keys: readonly string[], now: Date): Promise<void> {
      if (keys.length === 0) return;
      const start = new Date(Math.floor(now.getTime() / BUCKET_MS) * BUCKET_MS);
      await Buckets.bulkWrite(
        keys.map((key) => ({
          updateOne: {
            filter: { _id: `${key}|${start.getTime()}` },
            update: {
              $inc: { count: 1 },
              $setOnInsert: {
                key,
                start,
                expireAt: new Date(start.getTime() + BUCKET_MS + ADDRESS_ACTIVITY_WINDOW_MS)
              }
            },
            upsert: true
          }
        })),
        { ordered: false }
      );
    },

    /** Events counted under the key within the window before `now` (at most `ADDRESS_ACTIVITY_WINDOW_MS`). */
    async count(key: string, windowMs: number, now: Date): Promise<number> {
      const since = new Date(now.getTime() - windowMs);
      const buckets = await Buckets.find({ key, start: { $gt: since, $lte: now } }, { count: 1 }).lean();
      return buckets.reduce((sum, bucket) => sum + bucket.count, 0);
    },

    model: Buckets
  };
}

export type AddressActivityStore = ReturnType<typeof createAddressActivity>;
