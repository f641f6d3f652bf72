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

const windowSchema = new Schema<Window>(
  { _id: { type: String, required: true }, expireAt: { type: Date, required: true } },
  { strict: false, versionKey: false }
);
windowSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

export type RateLimitResult =
  | { allowed: true; release(): Promise<void> }
  | { allowed: false; retryAfterSec: number };

/** One limited key and its limit, for `takeAll`. */
export interface LimitedKey {
  key: string;
  limit: WindowLimit;
}

/** The keys (by index) a bulk write refused because their windows were full; rethrows anything else. */
function fullWindowsOf(error: unknown): Set<number> {
  const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
  const list = (Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : []) as {
    index: number;
    code?: number;
  }[];
  // The key's document exists but did not match: the window is full (the upsert's insert collided).
  if (list.length === 0 || !list.every((writeError) => isDuplicateKey(writeError))) throw error;
  return new Set(list.map((writeError) => writeError.index));
}

/**
 * Sliding-window limits shared by every replica. Taking an event is one conditional update of the key's document
 * (the newest `max` allowed events): append this event unless `max` of them are inside the window. Concurrent
 * takes of a key are serialised by the database, so exactly `max` succeed and a refused event is never stored.
 * Several keys (sign-in counts per address and per mobile) go in one round trip. Used by svc-identity (OTP,
 * sign-in, reset limits), svc-notify (contact form) and svc-profile (uploads).
 */
export function createRateLimits(connection: Connection) {
  const Windows = connection.model<Window>('RateWindow', windowSchema, RATE_LIMITS_COLLECTION);
  // The driver directly: one small write per request, without mongoose documents around it.
  const windows = Windows.collection as unknown as Collection<Window>;

  const giveBack = async (taken: readonly { key: string; id: ObjectId }[]) => {
    if (taken.length === 0) return;
    await windows.bulkWrite(
      taken.map(({ key, id }) => ({
        updateOne: { filter: { _id: key }, update: { $pull: { hits: { id } } } }
      })),
      { ordered: false }
    );
  };

  const retryAfterSec = async ({ key, limit }: LimitedKey, now: Date) => {
    const window = await windows.findOne({ _id: key }, { projection: { hits: { $slice: 1 } } });
    const oldest = (window?.hits as Window['hits'] | undefined)?.[0]?.at.getTime() ?? now.getTime();
    return Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000));
  };

  /**
   * Takes one event of every key in one round trip. Allowed only when every window had room; otherwise the
   * events that were taken are given back and the answer waits for the fullest window.
   */
  const takeAll = async (keys: readonly LimitedKey[], now = new Date()): Promise<RateLimitResult> => {
    const ids = keys.map(() => new ObjectId());
    let full = new Set<number>();
    try {
      await windows.bulkWrite(
        keys.map(({ key, limit }, index) => {
          const windowStart = new Date(now.getTime() - limit.windowMs);
          // Full: `max` events kept and the oldest of them still inside the window. Otherwise the event is appended
          // and only the newest `max` are kept (what fell off had left the window).
          const isFull = { [`hits.${limit.max - 1}`]: { $exists: true }, 'hits.0.at': { $gt: windowStart } };
          return {
            updateOne: {
              filter: { _id: key, $nor: [isFull] },
              update: {
                $push: { hits: { $each: [{ at: now, id: ids[index]! }], $slice: -limit.max } },
                $max: { expireAt: new Date(now.getTime() + limit.windowMs) }
              },
              upsert: true
            }
          };
        }),
        { ordered: false }
      );
    } catch (error) {
      full = fullWindowsOf(error);
    }
    const taken = keys.flatMap(({ key }, index) => (full.has(index) ? [] : [{ key, id: ids[index]! }]));
    if (full.size === 0) return { allowed: true, release: () => giveBack(taken) };
    await giveBack(taken);
    const waits = await Promise.all(
      keys.filter((_, index) => full.has(index)).map((limited) => retryAfterSec(limited, now))
    );
    return { allowed: false, retryAfterSec: Math.max(...waits) };
  };

  return {
    takeAll,

    take(key: string, limit: WindowLimit, now = new Date()): Promise<RateLimitResult> {
      return takeAll([{ key, limit }], now);
    },

    /** Empties these windows: the events they counted no longer count (e.g. failures a success wiped out). */
    async clear(keys: readonly string[]): Promise<void> {
      if (keys.length > 0) await windows.deleteMany({ _id: { $in: [...keys] } });
    },

    /**
     * Account erasure: removes the windows counted under any of these values (a member's id, mobile or e-mail;
     * keys are `<what>:<by>:<value>`), so no key names the member once the account is gone.
     */
    async forget(values: readonly (string | null | undefined)[]): Promise<void> {
      const wanted = values
        .filter((value): value is string => Boolean(value))
        .map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      if (wanted.length === 0) return;
      await Windows.deleteMany({ _id: { $regex: `:(?:${wanted.join('|')})$`, $options: 'i' } });
    }
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
