import { Schema, type Connection } from 'mongoose';

/** What svc-notify knows of a member to write to them (from identity.user.registered). */
export interface Recipient {
  _id: string;
  email: string;
  mobile: string;
  fullName: string;
}

const recipientSchema = new Schema<Recipient>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    mobile: { type: String, required: true },
    fullName: { type: String, required: true }
  },
  { versionKey: false, collection: 'recipients' }
);

/** Member id → e-mail, mobile and name, so billing events (which carry only the id) can become e-mails. */
export function createRecipients(connection: Connection) {
  const Recipients = connection.model<Recipient>('Recipient', recipientSchema);
  return {
    async save({ _id, ...details }: Recipient): Promise<void> {
      await Recipients.updateOne({ _id }, { $set: details }, { upsert: true });
    },

    async get(userId: string): Promise<Recipient | null> {
      return Recipients.findById(userId).lean<Recipient>();
    },

    async erase(userId: string): Promise<void> {
      await Recipients.deleteOne({ _id: userId });
    }
  };
}

export type Recipients = ReturnType<typeof createRecipients>;
