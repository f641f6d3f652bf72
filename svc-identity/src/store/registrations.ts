import { Schema, type Connection } from 'mongoose';
import { outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import { REGISTRATION_CLAIM_STALE_MS } from '../domain/limits';
import { isDuplicateKey } from '@matrimony/service-kit';

interface Registration {
  /** The phone token's jti: the idempotency key of one registration. */
  _id: string;
  mobile: string;
  /** Set once the Keycloak user exists. */
  userId?: string;
  createdAt: Date;
  expireAt: Date;
  pendingEvents: PendingEvent[];
}

/** Kept long enough for the outbox relay to publish even after a long NATS outage; idempotency needs only the phone token's life. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const registrationSchema = new Schema<Registration>({
  _id: { type: String, required: true },
  mobile: { type: String, required: true },
  userId: { type: String },
  createdAt: { type: Date, required: true },
  expireAt: { type: Date, required: true }
});
// One registration per mobile at a time: two phone tokens for the same number cannot both create a user.
registrationSchema.index({ mobile: 1 }, { unique: true });
registrationSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });
registrationSchema.plugin(outboxPlugin);

export type ClaimResult =
  /** First use of this phone token. */
  | { status: 'claimed' }
  /** An earlier attempt with this token created the user: answer with that account. */
  | { status: 'replay'; userId: string }
  /** An earlier attempt with this token died before recording a user: carry on where it stopped. */
  | { status: 'resumed' }
  | { status: 'mobile-registered' }
  /** Another request is registering this number right now. */
  | { status: 'in-progress' };

/** Registration records: idempotency by phone token, and the outbox of `identity.user.registered`. */
export function createRegistrations(connection: Connection) {
  const Registrations = connection.model<Registration>('Registration', registrationSchema, 'registrations');

  async function claim(jti: string, mobile: string, now: Date, mayTakeOver = true): Promise<ClaimResult> {
    try {
      await Registrations.create({
        _id: jti,
        mobile,
        createdAt: now,
        expireAt: new Date(now.getTime() + KEEP_MS),
        pendingEvents: []
      });
      return { status: 'claimed' };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const same = await Registrations.findById(jti).lean();
    if (same) return sameToken(same, now);
    const other = await Registrations.findOne({ mobile }).lean();
    if (!other) return mayTakeOver ? claim(jti, mobile, now, false) : { status: 'in-progress' };
    if (other.userId) return { status: 'mobile-registered' };
    // A claim whose process died before creating the user must not block the number for ever.
    if (mayTakeOver && other.createdAt.getTime() < now.getTime() - REGISTRATION_CLAIM_STALE_MS) {
      await Registrations.deleteOne({ _id: other._id, userId: { $exists: false } });
      return claim(jti, mobile, now, false);
    }
    return { status: 'in-progress' };
  }

  /**
   * Only one request works on a claim at a time: a concurrent duplicate is told to wait, and a claim left
   * behind by a crashed attempt is taken over by exactly one retry (the conditional write on createdAt).
   */
  async function sameToken(same: Registration, now: Date): Promise<ClaimResult> {
    if (same.userId) return { status: 'replay', userId: same.userId };
    if (same.createdAt.getTime() >= now.getTime() - REGISTRATION_CLAIM_STALE_MS)
      return { status: 'in-progress' };
    const { modifiedCount } = await Registrations.updateOne(
      { _id: same._id, userId: { $exists: false }, createdAt: same.createdAt },
      { $set: { createdAt: now } }
    );
    return modifiedCount === 1 ? { status: 'resumed' } : { status: 'in-progress' };
  }

  return {
    claim: (jti: string, mobile: string, now = new Date()) => claim(jti, mobile, now),

    /** Records the user and queues the event in one write; only the first completion of a claim does either. */
    async complete(jti: string, userId: string, event: PendingEvent): Promise<void> {
      await Registrations.updateOne(
        { _id: jti, userId: { $exists: false } },
        { $set: { userId }, $push: { pendingEvents: event } }
      );
    },

    /** Drops a claim that did not create a user (e.g. the e-mail was taken), so the phone token can be used again. */
    async release(jti: string): Promise<void> {
      await Registrations.deleteOne({ _id: jti, userId: { $exists: false } });
    },

    /**
     * The member moved to a new number: their record follows, so the old number may register again. Should another
     * sign-up be holding the new number this very moment (it will fail: the account has it now), the record keeps
     * the old number until it expires.
     */
    async moveMobile(userId: string, from: string, to: string): Promise<void> {
      try {
        await Registrations.updateMany({ userId, mobile: from }, { $set: { mobile: to } });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    },

    /** After account deletion the number may register again. */
    async forgetMobile(mobile: string): Promise<void> {
      await Registrations.deleteMany({ mobile });
    },

    model: Registrations
  };
}

export type Registrations = ReturnType<typeof createRegistrations>;
