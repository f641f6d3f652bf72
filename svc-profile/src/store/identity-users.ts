// Read model of identity.user.registered and .contact-changed: each member's verified mobile, e-mail and full name.
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@matrimony/service-kit';
import { type IdentityRecord } from '../domain/identity-contact';

interface IdentityUserDoc extends IdentityRecord {
  _id: string;
  registeredAt: Date;
  /** When the newest contact change applied here was made (identity.user.contact-changed `changedAt`). */
  contactChangedAt?: Date;
}

const schema = new Schema<IdentityUserDoc>(
  {
    _id: { type: String, required: true },
    mobile: { type: String, required: true },
    email: { type: String, required: true },
    fullName: { type: String, required: true },
    registeredAt: { type: Date, required: true },
    contactChangedAt: { type: Date }
  },
  { collection: 'identity_users', versionKey: false }
);

/** How long a profile creation waits for identity.user.registered before answering 409 identity_unknown. */
export const ANNOUNCEMENT_WAIT_MS = 5000;

export function createIdentityUserStore(conn: Connection) {
  const IdentityUser =
    (conn.models.IdentityUser as Model<IdentityUserDoc> | undefined) ??
    conn.model<IdentityUserDoc>('IdentityUser', schema);
  return {
    /** The registration; a late or repeated one never undoes a contact change already applied. */
    async upsert(userId: string, record: IdentityRecord, registeredAt: Date) {
      try {
        await IdentityUser.updateOne(
          { _id: userId, contactChangedAt: { $exists: false } },
          { $set: { ...record, registeredAt } },
          { upsert: true }
        );
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        await IdentityUser.updateOne({ _id: userId }, { $set: { fullName: record.fullName, registeredAt } });
      }
    },
    /** A contact change, unless a newer one is already in (changes may arrive the other way round, and twice). */
    async applyContactChange(
      userId: string,
      contact: Pick<IdentityRecord, 'mobile' | 'email'>,
      changedAt: Date
    ) {
      await IdentityUser.updateOne(
        {
          _id: userId,
          $or: [{ contactChangedAt: { $exists: false } }, { contactChangedAt: { $lt: changedAt } }]
        },
        { $set: { mobile: contact.mobile, email: contact.email, contactChangedAt: changedAt } }
      );
    },
    find(userId: string) {
      return IdentityUser.findById(userId).lean<IdentityUserDoc>();
    },
    /**
     * The member as identity announced them, waiting up to `waitMs` for the event: the wizard creates
     * the profile right after registering, possibly before identity.user.registered is consumed.
     */
    async findAnnounced(userId: string, waitMs = ANNOUNCEMENT_WAIT_MS): Promise<IdentityUserDoc | null> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const found = await IdentityUser.findById(userId).lean<IdentityUserDoc>();
        if (found || Date.now() >= deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async erase(userId: string) {
      await IdentityUser.deleteOne({ _id: userId });
    }
  };
}

export type IdentityUserStore = ReturnType<typeof createIdentityUserStore>;
