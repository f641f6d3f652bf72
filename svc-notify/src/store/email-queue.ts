import { type Collection } from 'mongodb';
import { Schema, type Connection } from 'mongoose';
import { EMAIL_QUEUE_RETENTION_MS } from '../domain/limits';
import { type Rendered } from '../templates';

/**
 * An e-mail waiting to be sent: the rendered message, until it is sent or given up (then the entry goes; the
 * delivery log keeps who, which template and how it went). `dueAt` is when a sender may take it next: a
 * sender that takes it moves `dueAt` on by its lease, so an entry whose sender died becomes due again.
 */
export interface QueuedEmail {
  /** The delivery id (`event:<eventId>:<template>`), shared with the delivery log. */
  _id: string;
  to: string;
  template: string;
  content: Rendered;
  /** Where replies go (the contact form's forward to support: the sender's address, kept in lower case). */
  replyTo?: string;
  dueAt: Date;
  /** Attempts made so far (the delivery log counts them too). */
  attempts: number;
  createdAt: Date;
  expireAt: Date;
}

const queuedEmailSchema = new Schema<QueuedEmail>(
  {
    _id: { type: String, required: true },
    to: { type: String, required: true },
    template: { type: String, required: true },
    content: { type: Schema.Types.Mixed, required: true },
    replyTo: { type: String },
    dueAt: { type: Date, required: true },
    attempts: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    expireAt: { type: Date, required: true }
  },
  { versionKey: false, collection: 'email_queue' }
);
queuedEmailSchema.index({ dueAt: 1 });
queuedEmailSchema.index({ to: 1 });
queuedEmailSchema.index({ createdAt: 1 });
queuedEmailSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/**
 * The e-mails that event handlers have queued and senders have not finished yet. Every e-mail passes through
 * here, so the hot methods use the driver directly (mongoose's casting was the largest part of svc-notify's CPU).
 */
export function createEmailQueue(connection: Connection) {
  const Queue = connection.model<QueuedEmail>('QueuedEmail', queuedEmailSchema);
  const queue = Queue.collection as unknown as Collection<QueuedEmail>;
  return {
    /**
     * Queues the e-mail unless it is queued already (a redelivered event); true when added. Due now, or, with
     * `leaseMs`, already taken by the caller for that long (a sender of this replica sends it at once).
     */
    async add(entry: Pick<QueuedEmail, '_id' | 'to' | 'template' | 'content' | 'replyTo'>, now = new Date(), leaseMs = 0): Promise<boolean> {
      const { replyTo, ...rest } = entry;
      const result = await queue.updateOne(
        { _id: entry._id },
        {
          $setOnInsert: {
            ...rest,
            ...(replyTo ? { replyTo: replyTo.toLowerCase() } : {}),
            to: entry.to.toLowerCase(),
            dueAt: new Date(now.getTime() + leaseMs),
            attempts: 0,
            createdAt: now,
            expireAt: new Date(now.getTime() + EMAIL_QUEUE_RETENTION_MS)
          }
        },
        { upsert: true }
      );
      return result.upsertedCount === 1;
    },

    /** Takes the longest-due e-mail for `leaseMs` (no other sender gets it meanwhile), or null when none is due. */
    async take(leaseMs: number, now = new Date()): Promise<QueuedEmail | null> {
      return queue.findOneAndUpdate({ dueAt: { $lte: now } }, { $set: { dueAt: new Date(now.getTime() + leaseMs) } }, { sort: { dueAt: 1 }, returnDocument: 'after' });
    },

    /** A failed attempt: due again at `retryAt`. */
    async retryLater(id: string, retryAt: Date): Promise<void> {
      await queue.updateOne({ _id: id }, { $set: { dueAt: retryAt }, $inc: { attempts: 1 } });
    },

    async remove(id: string): Promise<void> {
      await queue.deleteOne({ _id: id });
    },

    /** How many are waiting (due or not): the operators' backlog figure. */
    async size(): Promise<number> {
      return Queue.estimatedDocumentCount();
    },

    /** When the longest-waiting one was queued, or null when the queue is empty. */
    async oldestCreatedAt(): Promise<Date | null> {
      const oldest = await Queue.findOne({}, { createdAt: 1 }).sort({ createdAt: 1 }).lean<Pick<QueuedEmail, 'createdAt'>>();
      return oldest?.createdAt ?? null;
    },

    /** The e-mails to these addresses, and those that quote them as reply-to (the contact form's forward). */
    async eraseRecipients(recipients: string[]): Promise<void> {
      const addresses = recipients.map((address) => address.toLowerCase());
      await Queue.deleteMany({ $or: [{ to: { $in: addresses } }, { replyTo: { $in: addresses } }] });
    }
  };
}

export type EmailQueue = ReturnType<typeof createEmailQueue>;
