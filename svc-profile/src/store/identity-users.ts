// Read model of identity.user.registered: each member's verified mobile, e-mail and full name.
import { Schema, type Connection, type Model } from 'mongoose';
import { type IdentityRecord } from '../domain/identity-contact';

interface IdentityUserDoc extends IdentityRecord {
  _id: string;
  registeredAt: Date;
}

const schema = new Schema<IdentityUserDoc>(
  {
    _id: { type: String, required: true },
    mobile: { type: String, required: true },
    email: { type: String, required: true },
    fullName: { type: String, required: true },
    registeredAt: { type: Date, required: true }
  },
  { collection: 'identity_users', versionKey: false }
);

/** How long a profile creation waits for identity.user.registered before answering 409 identity_unknown. */
export const ANNOUNCEMENT_WAIT_MS = 5000;

export function createIdentityUserStore(conn: Connection) {
  const IdentityUser = (conn.models.IdentityUser as Model<IdentityUserDoc> | undefined) ?? conn.model<IdentityUserDoc>('IdentityUser', schema);
  return {
    async upsert(userId: string, record: IdentityRecord, registeredAt: Date) {
      await IdentityUser.updateOne({ _id: userId }, { $set: { ...record, registeredAt } }, { upsert: true });
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
