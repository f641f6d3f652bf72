import { type Collection } from 'mongodb';
import { Schema, type Connection } from 'mongoose';

/** What svc-notify knows of a member to write to them (from identity.user.registered and .contact-changed). */
export interface Recipient {
  _id: string;
  email: string;
  mobile: string;
  fullName: string;
  /** When the newest contact change applied here was made (identity.user.contact-changed `changedAt`). */
  contactChangedAt?: Date;
  /** When the account was registered (the event's time): new accounts send fewer messages. Absent for older records. */
  registeredAt?: Date;
}

const recipientSchema = new Schema<Recipient>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    mobile: { type: String, required: true },
    fullName: { type: String, required: true },
    contactChangedAt: { type: Date },
    registeredAt: { type: Date }
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

    /**
     * The member's new e-mail and mobile, unless a newer change is in already (changes may arrive the other way
     * round); a repeat changes nothing. False when the member is not known here (yet).
     */
    async applyContactChange(
      userId: string,
      contact: { email: string; mobile: string },
      changedAt: Date
    ): Promise<boolean> {
      await Recipients.updateOne(
        {
          _id: userId,
          $or: [{ contactChangedAt: { $exists: false } }, { contactChangedAt: { $lt: changedAt } }]
        },
        { $set: { ...contact, contactChangedAt: changedAt } }
      );
      return (await Recipients.exists({ _id: userId })) !== null;
    },

    /** Read for every piece of news (twice for an interest): the driver, without mongoose's query casting. */
    async get(userId: string): Promise<Recipient | null> {
      return (Recipients.collection as unknown as Collection<Recipient>).findOne({ _id: userId });
    },

    async erase(userId: string): Promise<void> {
      await Recipients.deleteOne({ _id: userId });
    }
  };
}

export type Recipients = ReturnType<typeof createRecipients>;
