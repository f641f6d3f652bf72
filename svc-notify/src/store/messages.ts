import { type Collection } from 'mongodb';
import { Schema, Types, type Connection, type Model } from 'mongoose';
import { type MessageWarningKind } from '@matrimony/catalog/conversations';
import { isDuplicateKey } from '@matrimony/service-kit';

/** One message of a conversation. */
export interface MessageDoc {
  _id: Types.ObjectId;
  conversationId: Types.ObjectId;
  /** Its number in the conversation: a thread is read in this order, and `after`/`before` cursors page by it. */
  seq: number;
  senderUserId: string;
  recipientUserId: string;
  /** The sender's id for the send: a retried send finds the stored message by it. */
  clientMessageId: string;
  text: string;
  sentAt: Date;
  /** When the recipient read it. */
  readAt: Date | null;
  /** The warning the recipient sees with it, if the text asked for money, named a payment handle or held a link. */
  warning: MessageWarningKind | null;
}

export type NewMessage = Omit<MessageDoc, '_id' | 'readAt'>;

const messageSchema = new Schema<MessageDoc>(
  {
    conversationId: { type: Schema.Types.ObjectId, required: true },
    seq: { type: Number, required: true },
    senderUserId: { type: String, required: true },
    recipientUserId: { type: String, required: true },
    clientMessageId: { type: String, required: true },
    text: { type: String, required: true },
    sentAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
    warning: { type: String, default: null }
  },
  { versionKey: false, collection: 'messages' }
);
// A thread's pages (newest, before or after a message) and marking read up to a message: by number in the conversation.
messageSchema.index({ conversationId: 1, seq: 1 }, { unique: true, name: 'one_per_number' });
// A retried send (the same client message id from the same sender) is stored once.
messageSchema.index(
  { senderUserId: 1, clientMessageId: 1 },
  { unique: true, name: 'once_per_client_message' }
);

export function createMessagesStore(connection: Connection) {
  const Messages =
    (connection.models.Message as Model<MessageDoc> | undefined) ??
    connection.model<MessageDoc>('Message', messageSchema);
  const messages = Messages.collection as unknown as Collection<MessageDoc>;

  return {
    model: Messages,

    /** The sender's message of this client message id (a retried send), if stored. */
    findSent(senderUserId: string, clientMessageId: string): Promise<MessageDoc | null> {
      return messages.findOne({ senderUserId, clientMessageId });
    },

    /** Stores it; undefined when the sender's message of this client message id is stored already (a concurrent retry). */
    async add(message: NewMessage): Promise<MessageDoc | undefined> {
      const doc: MessageDoc = { _id: new Types.ObjectId(), ...message, readAt: null };
      try {
        await messages.insertOne(doc);
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return undefined;
        throw error;
      }
    },

    /** A message of this conversation, or null (another conversation's id is the same answer). */
    findIn(conversationId: Types.ObjectId, id: string): Promise<MessageDoc | null> {
      return messages.findOne({ _id: new Types.ObjectId(id), conversationId });
    },

    /**
     * Up to `limit` messages in number order: the newest ones (no cursor), the ones just before `before`, or the
     * ones just after `after`; `more` says whether others lie beyond the page in the direction read.
     */
    async page(
      conversationId: Types.ObjectId,
      cursor: { before?: number; after?: number },
      limit: number
    ): Promise<{ docs: MessageDoc[]; more: boolean }> {
      const forward = cursor.after !== undefined;
      const seq =
        cursor.after !== undefined
          ? { seq: { $gt: cursor.after } }
          : cursor.before !== undefined
            ? { seq: { $lt: cursor.before } }
            : {};
      const docs = await messages
        .find({ conversationId, ...seq })
        .sort({ seq: forward ? 1 : -1 })
        .limit(limit + 1)
        .toArray();
      const more = docs.length > limit;
      const page = docs.slice(0, limit);
      return { docs: forward ? page : page.reverse(), more };
    },

    /** Marks the reader's unread messages up to number `seq` read; resolves how many changed. */
    async markRead(
      conversationId: Types.ObjectId,
      readerUserId: string,
      seq: number,
      at: Date
    ): Promise<number> {
      const result = await messages.updateMany(
        { conversationId, recipientUserId: readerUserId, readAt: null, seq: { $lte: seq } },
        { $set: { readAt: at } }
      );
      return result.modifiedCount;
    }
  };
}

export type MessagesStore = ReturnType<typeof createMessagesStore>;
