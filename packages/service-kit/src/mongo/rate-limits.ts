import { Schema, type Connection } from 'mongoose';

/** At most `max` events in any sliding window of `windowMs`. */
export interface WindowLimit {
  readonly max: number;
  readonly windowMs: number;
}

interface Hit {
  key: string;
  at: Date;
  expireAt: Date;
}

const hitSchema = new Schema<Hit>({ key: { type: String, required: true }, at: { type: Date, required: true }, expireAt: { type: Date, required: true } });
hitSchema.index({ key: 1, at: 1 });
hitSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

export type RateLimitResult = { allowed: true; release(): Promise<void> } | { allowed: false; retryAfterSec: number };

/**
 * Sliding-window limits shared by every replica: one document per event, expired by a TTL index.
 * `take` records the event first and counts afterwards, so concurrent requests can only over-refuse,
 * never let more than `max` through; a refused event is removed again.
 */
/** Used by svc-identity (OTP, sign-in, reset limits) and svc-notify (contact form). */
export function createRateLimits(connection: Connection) {
  const Hits = connection.model<Hit>('RateHit', hitSchema, 'rate_hits');

  return {
    async take(key: string, limit: WindowLimit, now = new Date()): Promise<RateLimitResult> {
      const windowStart = new Date(now.getTime() - limit.windowMs);
      const hit = await Hits.create({ key, at: now, expireAt: new Date(now.getTime() + limit.windowMs) });
      const release = async () => {
        await Hits.deleteOne({ _id: hit._id });
      };
      const count = await Hits.countDocuments({ key, at: { $gt: windowStart } });
      if (count <= limit.max) return { allowed: true, release };
      await release();
      const oldest = await Hits.findOne({ key, at: { $gt: windowStart } }).sort({ at: 1 }).lean();
      const freeAt = (oldest?.at.getTime() ?? now.getTime()) + limit.windowMs;
      return { allowed: false, retryAfterSec: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
    },

    /**
     * Account erasure: removes the hits counted under any of these values (a member's id, mobile or e-mail; keys
     * are `<what>:<by>:<value>`), so no key names the member once the account is gone.
     */
    async forget(values: readonly (string | null | undefined)[]): Promise<void> {
      const wanted = values.filter((value): value is string => Boolean(value)).map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      if (wanted.length === 0) return;
      await Hits.deleteMany({ key: { $regex: `:(?:${wanted.join('|')})$`, $options: 'i' } });
    }
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
