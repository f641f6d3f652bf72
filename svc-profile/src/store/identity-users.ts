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

export function createIdentityUserStore(conn: Connection) {
  const IdentityUser = (conn.models.IdentityUser as Model<IdentityUserDoc> | undefined) ?? conn.model<IdentityUserDoc>('IdentityUser', schema);
  return {
    async upsert(userId: string, record: IdentityRecord, registeredAt: Date) {
      await IdentityUser.updateOne({ _id: userId }, { $set: { ...record, registeredAt } }, { upsert: true });
    },
    find(userId: string) {
      return IdentityUser.findById(userId).lean<IdentityUserDoc>();
    },
    async erase(userId: string) {
      await IdentityUser.deleteOne({ _id: userId });
    }
  };
}

export type IdentityUserStore = ReturnType<typeof createIdentityUserStore>;
