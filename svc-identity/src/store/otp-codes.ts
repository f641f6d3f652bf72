import { Schema, type Connection } from 'mongoose';
import { OTP_MAX_VERIFY_ATTEMPTS, OTP_RESEND_COOLDOWN_MS, OTP_VALIDITY_MS } from '../domain/limits';
import { isDuplicateKey } from '@matrimony/service-kit';

interface OtpCode {
  /**
   * The mobile (a sign-up code) or `mobileChangeOtpKey` (a member moving to a new number): one live code per key, a new
   * send replaces the old code.
   */
  _id: string;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
  attempts: number;
}

const otpSchema = new Schema<OtpCode>({
  _id: { type: String, required: true },
  codeHash: { type: String, required: true },
  sentAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
  attempts: { type: Number, required: true, default: 0 }
});
otpSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type IssueResult = { issued: true; expiresAt: Date } | { issued: false; retryAfterSec: number };
export type AttemptResult =
  | { status: 'ok'; codeHash: string }
  | { status: 'expired' }
  | { status: 'exhausted' };

/** The one live OTP code of each mobile, hashed; attempts and resend cooldown kept with it so every replica agrees. */
export function createOtpCodes(connection: Connection) {
  const Codes = connection.model<OtpCode>('OtpCode', otpSchema, 'otp_codes');

  const retryAfter = (sentAt: Date, now: Date) =>
    Math.max(1, Math.ceil((sentAt.getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime()) / 1000));

  return {
    /** Seconds until a new code may be sent, 0 when it may be sent now. */
    async cooldownSeconds(mobile: string, now = new Date()): Promise<number> {
      const current = await Codes.findById(mobile, { sentAt: 1 }).lean();
      if (!current || current.sentAt.getTime() + OTP_RESEND_COOLDOWN_MS <= now.getTime()) return 0;
      return retryAfter(current.sentAt, now);
    },

    /**
     * Stores a new code unless one was sent less than the cooldown ago. The condition is part of the
     * write (an upsert that cannot match a recent code fails on the unique _id), so two replicas racing
     * cannot both send.
     */
    async issue(mobile: string, codeHash: string, now = new Date()): Promise<IssueResult> {
      const expiresAt = new Date(now.getTime() + OTP_VALIDITY_MS);
      try {
        await Codes.updateOne(
          { _id: mobile, sentAt: { $lte: new Date(now.getTime() - OTP_RESEND_COOLDOWN_MS) } },
          { $set: { codeHash, sentAt: now, expiresAt, attempts: 0 } },
          { upsert: true }
        );
        return { issued: true, expiresAt };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        const current = await Codes.findById(mobile, { sentAt: 1 }).lean();
        return { issued: false, retryAfterSec: current ? retryAfter(current.sentAt, now) : 1 };
      }
    },

    /** Counts one verification attempt; refuses once the code has had its attempts or has expired. */
    async attempt(mobile: string, now = new Date()): Promise<AttemptResult> {
      const counted = await Codes.findOneAndUpdate(
        { _id: mobile, attempts: { $lt: OTP_MAX_VERIFY_ATTEMPTS }, expiresAt: { $gt: now } },
        { $inc: { attempts: 1 } },
        { new: true }
      ).lean();
      if (counted) return { status: 'ok', codeHash: counted.codeHash };
      const current = await Codes.findById(mobile).lean();
      if (!current || current.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
      return { status: 'exhausted' };
    },

    /** Uses the code up; false when another request used (or a resend replaced) it first. */
    async consume(mobile: string, codeHash: string): Promise<boolean> {
      const { deletedCount } = await Codes.deleteOne({ _id: mobile, codeHash });
      return deletedCount === 1;
    },

    /** Forgets a code that could not be delivered, so the member may ask again at once. */
    async discard(mobile: string, codeHash: string): Promise<void> {
      await Codes.deleteOne({ _id: mobile, codeHash });
    }
  };
}

export type OtpCodes = ReturnType<typeof createOtpCodes>;
