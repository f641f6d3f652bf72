import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { type ContactMessageInput } from '@matrimony/catalog/validation';
import { CONTACT_MESSAGE_RETENTION_MS } from '../domain/limits';

export interface ContactMessage extends ContactMessageInput {
  id: string;
  createdAt: Date;
}

interface ContactDoc extends ContactMessageInput {
  _id: string;
  createdAt: Date;
  expireAt: Date;
}

const contactSchema = new Schema<ContactDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expireAt: { type: Date, required: true }
  },
  { versionKey: false, collection: 'contact_messages' }
);
contactSchema.index({ email: 1 });
contactSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/** Messages sent through the contact form, kept for support (see CONTACT_MESSAGE_RETENTION_MS). */
export function createContactMessages(connection: Connection) {
  const Contacts = connection.model<ContactDoc>('ContactMessage', contactSchema);
  return {
    async add(input: ContactMessageInput, now = new Date()): Promise<ContactMessage> {
      const doc = {
        _id: randomUUID(),
        ...input,
        createdAt: now,
        expireAt: new Date(now.getTime() + CONTACT_MESSAGE_RETENTION_MS)
      };
      await Contacts.create(doc);
      return {
        id: doc._id,
        name: doc.name,
        email: doc.email,
        subject: doc.subject,
        message: doc.message,
        createdAt: now
      };
    },

    async get(id: string): Promise<ContactMessage | null> {
      const doc = await Contacts.findById(id).lean<ContactDoc>();
      return doc
        ? {
            id: doc._id,
            name: doc.name,
            email: doc.email,
            subject: doc.subject,
            message: doc.message,
            createdAt: doc.createdAt
          }
        : null;
    },

    async count(): Promise<number> {
      return Contacts.countDocuments();
    },

    /** The messages sent from this address (a member's data export: matched as eraseSender matches). */
    async bySender(email: string): Promise<ContactMessage[]> {
      const docs = await Contacts.find({ email }).sort({ createdAt: 1 }).lean<ContactDoc[]>();
      return docs.map((doc) => ({
        id: doc._id,
        name: doc.name,
        email: doc.email,
        subject: doc.subject,
        message: doc.message,
        createdAt: doc.createdAt
      }));
    },

    async eraseSender(email: string): Promise<void> {
      await Contacts.deleteMany({ email });
    }
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;
