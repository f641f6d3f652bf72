import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import {
  ID_VERIFICATION_METHODS,
  type IdVerificationMethod
} from '@matrimony/contracts/http/identity/verification';

/** What an Aadhaar offline e-KYC check compared and found the same. */
export const MATCHED_FIELDS = ['signature', 'mobile', 'name', 'dateOfBirth', 'gender', 'recent'] as const;
/** What a moderator compared a photo of an ID document with and found the same. */
export const DOCUMENT_MATCHED_FIELDS = ['name', 'dateOfBirth', 'gender', 'face'] as const;
export type MatchedField = (typeof MATCHED_FIELDS)[number] | (typeof DOCUMENT_MATCHED_FIELDS)[number];

interface IdVerification {
  /** Keycloak user id: one ID verification per account. */
  _id: string;
  method: IdVerificationMethod;
  verifiedAt: Date;
  matched: MatchedField[];
  /** domain/aadhaar-offline.ts personHash: unique, so one person verifies one account (Aadhaar checks only). */
  personHash?: string;
  pendingEvents: PendingEvent[];
}

const idVerificationSchema = new Schema<IdVerification>({
  _id: { type: String, required: true },
  method: { type: String, required: true, enum: ID_VERIFICATION_METHODS },
  verifiedAt: { type: Date, required: true },
  matched: { type: [String], required: true },
  personHash: { type: String }
});
// A document check has no person hash, so only the Aadhaar checks' hashes are unique.
idVerificationSchema.index(
  { personHash: 1 },
  {
    unique: true,
    partialFilterExpression: { personHash: { $type: 'string' } },
    name: 'one_account_per_aadhaar_person'
  }
);
/** The index the partial one replaced: unique over every check, so a second document check would collide. */
const REPLACED_INDEX = 'one_account_per_person';
idVerificationSchema.plugin(outboxPlugin);

export type RecordOutcome = 'recorded' | 'account_verified' | 'person_used';

/**
 * The outcome of each member's ID check, and the outbox of identity.verification.changed. Only the outcome is kept
 * (docs/product-rules.md#verification): never the file, what it held, or any digit of the Aadhaar number.
 */
export function createIdVerificationsStore(connection: Connection) {
  const Verifications = connection.model<IdVerification>(
    'IdVerification',
    idVerificationSchema,
    'id_verifications'
  );
  return {
    of(userId: string): Promise<Pick<IdVerification, 'method' | 'verifiedAt' | 'matched'> | null> {
      return Verifications.findById(userId, { method: 1, verifiedAt: 1, matched: 1 }).lean();
    },

    /**
     * Records a passed check with its event (a document check's event went out with the moderator's decision); a
     * unique index refuses a second one for the account or the person.
     */
    async record(
      verification: Omit<IdVerification, '_id' | 'pendingEvents'> & { userId: string },
      event?: PendingEvent
    ): Promise<RecordOutcome> {
      const { userId, ...fields } = verification;
      try {
        await Verifications.create({ _id: userId, ...fields, pendingEvents: event ? [event] : [] });
        return 'recorded';
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        return (await Verifications.exists({ _id: userId })) ? 'account_verified' : 'person_used';
      }
    },

    /** Drops the index the partial one replaced, in a database made before it (start-up; none is harmless). */
    async dropReplacedIndex(): Promise<void> {
      const indexes = await Verifications.collection.indexes().catch(() => []);
      if (indexes.some((index) => index.name === REPLACED_INDEX))
        await Verifications.collection.dropIndex(REPLACED_INDEX);
    },

    /** Account deletion: the outcome and its person hash go with the account. */
    async erase(userId: string): Promise<void> {
      await Verifications.deleteOne({ _id: userId });
    },

    model: Verifications
  };
}

export type IdVerifications = ReturnType<typeof createIdVerificationsStore>;
