import { ObjectId, type Collection } from 'mongodb';
import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

/** At most `max` events in any sliding window of `windowMs`. */
export interface WindowLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** One document per limited key: its newest events. Expired by a TTL index once the last one leaves the window. */
interface Window {
  _id: string;
  hits: { at: Date; id: ObjectId }[];
  expireAt: Date;
}

/** Where the limits live (tests read it to prove erasure). */
export const RATE_LIMITS_COLLECTION = 'rate_limits';

const windowSchema = new Schema<Window>({ _id: { type: String, required: true }, expireAt: { type: Date, required: true } }, { strict: false, versionKey: false });
windowSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

export type RateLimitResult = { allowed: true; release(): Promise<void> } | { allowed: false; retryAfterSec: number };

/**
 * Sliding-window limits shared by every replica. `take` is one conditional update of the key's document (the
 * newest `max` allowed events): append this event unless `max` of them are inside the window. Concurrent takes
 * of a key are serialised by the database, so exactly `max` succeed and a refused event is never stored. One
 * round trip when allowed (it was four: an insert and a count per key, and sign-in takes two keys).
 */
/** Used by svc-identity (OTP, sign-in, reset limits), svc-notify (contact form) and svc-profile (uploads). */
export function createRateLimits(connection: Connection) {
  const Windows = connection.model<Window>('RateWindow', windowSchema, RATE_LIMITS_COLLECTION);
  // The driver directly: one small update per request, without mongoose documents around it.
  const windows = Windows.collection as unknown as Collection<Window>;

  return {
    async take(key: string, limit: WindowLimit, now = new Date()): Promise<RateLimitResult> {
      const id = new ObjectId();
      const windowStart = new Date(now.getTime() - limit.windowMs);
      const expireAt = new Date(now.getTime() + limit.windowMs);
      // Full: `max` events kept and the oldest of them still inside the window. Otherwise the event is appended
      // and only the newest `max` are kept (what fell off had left the window).
      const full = { [`hits.${limit.max - 1}`]: { $exists: true }, 'hits.0.at': { $gt: windowStart } };
      try {
        await windows.updateOne(
          { _id: key, $nor: [full] },
          { $push: { hits: { $each: [{ at: now, id }], $slice: -limit.max } }, $max: { expireAt } },
          { upsert: true }
        );
      } catch (error) {
        // The key's document exists but did not match: the window is full (the upsert's insert collided).
        if (!isDuplicateKey(error)) throw error;
        const window = await windows.findOne({ _id: key }, { projection: { hits: { $slice: 1 } } });
        const oldest = (window?.hits as Window['hits'] | undefined)?.[0]?.at.getTime() ?? now.getTime();
        return { allowed: false, retryAfterSec: Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000)) };
      }
      return {
        allowed: true,
        release: async () => {
          await windows.updateOne({ _id: key }, { $pull: { hits: { id } } });
        }
      };
    },

    /**
     * Account erasure: removes the windows counted under any of these values (a member's id, mobile or e-mail;
     * keys are `<what>:<by>:<value>`), so no key names the member once the account is gone.
     */
    async forget(values: readonly (string | null | undefined)[]): Promise<void> {
      const wanted = values.filter((value): value is string => Boolean(value)).map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      if (wanted.length === 0) return;
      await Windows.deleteMany({ _id: { $regex: `:(?:${wanted.join('|')})$`, $options: 'i' } });
    }
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
