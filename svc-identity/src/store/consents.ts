import { Schema, type Connection, type Types } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';

/**
 * The consent given at registration (DPDP Act 2023: the fiduciary must be able to show that notice was given and
 * consent obtained; the 2016 advisory asks for the declaration of matrimonial intent).
 *
 * After the account is deleted the record is kept, as proof for a legal claim, without the member's id and address:
 * only under the keyed hash of the mobile (the barred-mobile key), for CONSENT_PROOF_KEEP_MS (docs/product-rules.md#the-members-data: after
 * deletion nothing holds the member's id, mobile or e-mail except keyed hashes).
 */
export interface Consent {
  /** Keycloak user id; unset once the account is deleted. */
  userId?: string;
  /** HMAC of the mobile (MOBILE_HASH_KEY). */
  mobileHash: string;
  declarationAccepted: true;
  /** The declaration as the member read it. */
  declaration: string;
  termsVersion: string;
  privacyVersion: string;
  acceptedAt: Date;
  /** The client address of the registration; unset once the account is deleted. */
  ip?: string;
  /** When the account was deleted; the record then goes at expireAt. */
  erasedAt?: Date;
  expireAt?: Date;
}

/** Three years: the limitation period of most civil claims in India (Limitation Act 1963). */
export const CONSENT_PROOF_KEEP_MS = 3 * 365 * 24 * 60 * 60 * 1000;

const consentSchema = new Schema<Consent & { _id: Types.ObjectId }>(
  {
    userId: { type: String },
    mobileHash: { type: String, required: true },
    declarationAccepted: { type: Boolean, required: true },
    declaration: { type: String, required: true },
    termsVersion: { type: String, required: true },
    privacyVersion: { type: String, required: true },
    acceptedAt: { type: Date, required: true },
    ip: { type: String },
    erasedAt: { type: Date },
    expireAt: { type: Date }
  },
  { versionKey: false }
);
// One consent per account: a replayed registration records nothing twice.
consentSchema.index(
  { userId: 1 },
  { unique: true, partialFilterExpression: { userId: { $type: 'string' } } }
);
consentSchema.index({ mobileHash: 1 });
consentSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

export function createConsentsStore(connection: Connection) {
  const Consents = connection.model('Consent', consentSchema, 'consents');
  return {
    /** Records the account's consent, once (a retried registration keeps the first). */
    async record(consent: Consent): Promise<void> {
      try {
        await Consents.updateOne({ userId: consent.userId }, { $setOnInsert: consent }, { upsert: true });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    },

    async of(userId: string): Promise<Consent | null> {
      return Consents.findOne({ userId }, { _id: 0 }).lean<Consent>();
    },

    /** Account deletion: the record loses the member's id and address and is kept under the mobile's hash only. */
    async detach(userId: string, now: Date): Promise<void> {
      await Consents.updateMany(
        { userId },
        {
          $unset: { userId: 1, ip: 1 },
          $set: { erasedAt: now, expireAt: new Date(now.getTime() + CONSENT_PROOF_KEEP_MS) }
        }
      );
    },

    model: Consents
  };
}

export type ConsentsStore = ReturnType<typeof createConsentsStore>;
