import { type Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import {
  UNREAD_EMAIL_DELAY_MS,
  UNREAD_EMAIL_GAP_MS,
  UNREAD_EMAIL_RECORD_RETENTION_MS
} from '../domain/unread-message-emails';

/**
 * Per conversation and recipient: whether an unread-messages e-mail is waiting to go (`dueAt`), and when the last
 * one went. `_id` is `<conversationId>:<recipientUserId>`.
 */
export interface MessageEmailDoc {
  _id: string;
  conversationId: string;
  recipientUserId: string;
  senderUserId: string;
  /** When the waiting e-mail is due; null when none waits. */
  dueAt: Date | null;
  lastSentAt: Date | null;
  expireAt: Date;
}

const messageEmailSchema = new Schema<MessageEmailDoc>(
  {
    _id: { type: String, required: true },
    conversationId: { type: String, required: true },
    recipientUserId: { type: String, required: true },
    senderUserId: { type: String, required: true },
    dueAt: { type: Date, default: null },
    lastSentAt: { type: Date, default: null },
    expireAt: { type: Date, required: true }
  },
  { versionKey: false, collection: 'message_emails' }
);
// The job's query: waiting e-mails that are due (only those have a dueAt).
messageEmailSchema.index(
  { dueAt: 1 },
  { partialFilterExpression: { dueAt: { $type: 'date' } }, name: 'waiting_by_due' }
);
messageEmailSchema.index({ recipientUserId: 1 });
messageEmailSchema.index({ senderUserId: 1 });
messageEmailSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

const idOf = (conversationId: string, recipientUserId: string) => `${conversationId}:${recipientUserId}`;
const expiry = (at: Date) => new Date(at.getTime() + UNREAD_EMAIL_GAP_MS + UNREAD_EMAIL_RECORD_RETENTION_MS);

export function createMessageEmailsStore(connection: Connection) {
  const MessageEmails =
    (connection.models.MessageEmail as Model<MessageEmailDoc> | undefined) ??
    connection.model<MessageEmailDoc>('MessageEmail', messageEmailSchema);
  const emails = MessageEmails.collection as unknown as Collection<MessageEmailDoc>;

  return {
    model: MessageEmails,

    /**
     * A message was delivered to `recipientUserId`: an e-mail is due once it has waited unread. An e-mail already
     * waiting keeps its earlier time; the gap since the last e-mail is applied when it is due.
     */
    async noteUnread(
      message: { conversationId: string; recipientUserId: string; senderUserId: string },
      sentAt: Date
    ): Promise<void> {
      const due = new Date(sentAt.getTime() + UNREAD_EMAIL_DELAY_MS);
      const _id = idOf(message.conversationId, message.recipientUserId);
      const fields = { senderUserId: message.senderUserId, expireAt: expiry(sentAt) };
      // Two steps, so neither needs $min on a missing field: keep an earlier waiting time, else set this one.
      const kept = await emails.updateOne({ _id, dueAt: { $type: 'date', $lte: due } }, { $set: fields });
      if (kept.matchedCount > 0) return;
      await emails.updateOne(
        { _id },
        {
          $set: { ...fields, dueAt: due },
          $setOnInsert: {
            conversationId: message.conversationId,
            recipientUserId: message.recipientUserId,
            lastSentAt: null
          }
        },
        { upsert: true }
      );
    },

    /** Waiting e-mails due by `now`, earliest first. */
    due(now: Date, limit: number): Promise<MessageEmailDoc[]> {
      return emails
        .find({ dueAt: { $type: 'date', $lte: now } })
        .sort({ dueAt: 1 })
        .limit(limit)
        .toArray();
    },

    /** The e-mail went (or was queued) at `at`: none waits until another message arrives. */
    async markSent(id: string, at: Date): Promise<void> {
      await emails.updateOne({ _id: id }, { $set: { lastSentAt: at, dueAt: null, expireAt: expiry(at) } });
    },

    /** The waiting e-mail is due later (the gap since the last one). */
    async postpone(id: string, until: Date): Promise<void> {
      await emails.updateOne({ _id: id }, { $set: { dueAt: until } });
    },

    /** Nothing to e-mail about any more (read, switched off, or the conversation ended). */
    async drop(id: string): Promise<void> {
      await emails.updateOne({ _id: id }, { $set: { dueAt: null } });
    },

    async get(conversationId: string, recipientUserId: string): Promise<MessageEmailDoc | null> {
      return emails.findOne({ _id: idOf(conversationId, recipientUserId) });
    },

    /** The member's account was deleted: their records, as recipient or sender. */
    async erase(userId: string): Promise<void> {
      await emails.deleteMany({ $or: [{ recipientUserId: userId }, { senderUserId: userId }] });
    }
  };
}

export type MessageEmailsStore = ReturnType<typeof createMessageEmailsStore>;
