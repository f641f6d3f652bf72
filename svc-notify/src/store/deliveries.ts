import { type Collection } from 'mongodb';
import { Schema, type Connection } from 'mongoose';
import { DELIVERY_LOG_RETENTION_MS } from '../domain/limits';
import { type Rendered } from '../templates';
import { type Channel } from './dev-outbox';

export type DeliveryStatus = 'queued' | 'sent' | 'failed';

/**
 * One message's delivery: who, which template, and how it went. A queued e-mail (queued-emails.ts) also holds
 * its rendered message until it is sent or given up; nothing else is ever stored (an inline message may hold a
 * code or link).
 */
export interface Delivery {
  /** What caused it, e.g. `event:<id>:otp-sms` or `contact:<id>:ack`; a retry of the same cause updates the same entry. */
  _id: string;
  channel: Channel;
  to: string;
  template: string;
  status: DeliveryStatus;
  attempts: number;
  /** Why the last attempt failed. */
  reason?: string;
  createdAt: Date;
  updatedAt: Date;
  sentAt?: Date;
  expireAt: Date;
  /** A queued e-mail's message, while it waits. */
  content?: Rendered;
  /** Where replies go (the contact form's forward to support: the sender's address, kept in lower case), while it waits. */
  replyTo?: string;
  /**
   * While a queued e-mail waits: when a sender may take it next. A sender that takes it moves `dueAt` on by
   * its lease, so an e-mail whose sender died becomes due again.
   */
  dueAt?: Date;
}

/** A queued e-mail as a sender takes it. */
export type WaitingEmail = Delivery & { content: Rendered; dueAt: Date };

const deliverySchema = new Schema<Delivery>(
  {
    _id: { type: String, required: true },
    channel: { type: String, enum: ['sms', 'email'], required: true },
    to: { type: String, required: true },
    template: { type: String, required: true },
    status: { type: String, enum: ['queued', 'sent', 'failed'], required: true },
    attempts: { type: Number, required: true },
    reason: { type: String },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    sentAt: { type: Date },
    expireAt: { type: Date, required: true },
    content: { type: Schema.Types.Mixed },
    replyTo: { type: String },
    dueAt: { type: Date }
  },
  { versionKey: false, collection: 'deliveries' }
);
deliverySchema.index({ to: 1 });
deliverySchema.index({ replyTo: 1 }, { sparse: true });
deliverySchema.index({ status: 1, dueAt: 1 });
deliverySchema.index(
  { createdAt: 1 },
  { partialFilterExpression: { dueAt: { $exists: true } }, name: 'waiting_emails_by_age' }
);
deliverySchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/** Every waiting e-mail is queued with a `dueAt`, and only they have one (a range, so the index serves it). */
const WAITING = { status: 'queued', dueAt: { $gte: new Date(0) } } as const;
/** What goes once a queued e-mail is sent or given up. */
const WAIT_FIELDS = { content: 1, replyTo: 1, dueAt: 1 } as const;

/**
 * The delivery log (queued → sent, or failed with its reason), which is also the e-mail queue. Every message
 * passes through here, so the hot methods use the driver directly (mongoose's casting was the largest part of
 * svc-notify's CPU), and a queued e-mail costs two writes: queued with its message, then sent without it.
 */
export function createDeliveries(connection: Connection) {
  const Deliveries = connection.model<Delivery>('Delivery', deliverySchema);
  const deliveries = Deliveries.collection as unknown as Collection<Delivery>;
  const newEntry = (entry: Pick<Delivery, 'channel' | 'to' | 'template'>, now: Date) => ({
    ...entry,
    to: entry.to.toLowerCase(),
    status: 'queued' as const,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
    expireAt: new Date(now.getTime() + DELIVERY_LOG_RETENTION_MS)
  });
  return {
    /** Logs a message sent at once (deliverer.ts) as queued unless it is already logged; returns the entry. */
    async queue(
      entry: Pick<Delivery, '_id' | 'channel' | 'to' | 'template'>,
      now = new Date()
    ): Promise<Delivery> {
      const { _id, ...rest } = entry;
      const doc = await deliveries.findOneAndUpdate(
        { _id },
        { $setOnInsert: newEntry(rest, now) },
        { upsert: true, returnDocument: 'after' }
      );
      return doc!;
    },

    /**
     * Queues the e-mail with its message unless its cause is logged already (a redelivered event: queued, sent or
     * given up); true when added. Due now, or, with `leaseMs`, already taken by the caller for that long.
     */
    async queueEmail(
      entry: Pick<Delivery, '_id' | 'to' | 'template' | 'content' | 'replyTo'>,
      now = new Date(),
      leaseMs = 0
    ): Promise<boolean> {
      const { _id, to, template, content, replyTo } = entry;
      const result = await deliveries.updateOne(
        { _id },
        {
          $setOnInsert: {
            ...newEntry({ channel: 'email', to, template }, now),
            content,
            ...(replyTo ? { replyTo: replyTo.toLowerCase() } : {}),
            dueAt: new Date(now.getTime() + leaseMs)
          }
        },
        { upsert: true }
      );
      return result.upsertedCount === 1;
    },

    /** Takes the longest-due waiting e-mail for `leaseMs` (no other sender gets it meanwhile), or null when none is due. */
    async takeDueEmail(leaseMs: number, now = new Date()): Promise<WaitingEmail | null> {
      const taken = await deliveries.findOneAndUpdate(
        { ...WAITING, dueAt: { ...WAITING.dueAt, $lte: now } },
        { $set: { dueAt: new Date(now.getTime() + leaseMs) } },
        { sort: { dueAt: 1 }, returnDocument: 'after' }
      );
      return taken as WaitingEmail | null;
    },

    /** Sent: a queued e-mail's message goes with it. */
    async markSent(id: string, now = new Date()): Promise<void> {
      await deliveries.updateOne(
        { _id: id },
        {
          $set: { status: 'sent', sentAt: now, updatedAt: now },
          $unset: { reason: 1, ...WAIT_FIELDS },
          $inc: { attempts: 1 }
        }
      );
    },

    /** Records a failed attempt; `final` when no further attempt follows (a queued e-mail's message goes). */
    async markAttemptFailed(id: string, reason: string, final: boolean, now = new Date()): Promise<void> {
      await deliveries.updateOne(
        { _id: id },
        {
          $set: { reason, updatedAt: now, ...(final ? { status: 'failed' as const } : {}) },
          ...(final ? { $unset: WAIT_FIELDS } : {}),
          $inc: { attempts: 1 }
        }
      );
    },

    /** A queued e-mail's failed attempt: due again at `retryAt`. */
    async retryEmailLater(id: string, reason: string, retryAt: Date, now = new Date()): Promise<void> {
      await deliveries.updateOne(
        { _id: id },
        { $set: { reason, updatedAt: now, dueAt: retryAt }, $inc: { attempts: 1 } }
      );
    },

    /** How many e-mails wait (due or not): the operators' backlog figure. */
    async waitingEmails(): Promise<number> {
      return deliveries.countDocuments(WAITING);
    },

    /** When the longest-waiting e-mail was queued, or null when none waits. */
    async oldestWaitingEmailAt(): Promise<Date | null> {
      const oldest = await deliveries.findOne(
        { status: 'queued', dueAt: { $exists: true } },
        { projection: { createdAt: 1 }, sort: { createdAt: 1 } }
      );
      return oldest?.createdAt ?? null;
    },

    async get(id: string): Promise<Delivery | null> {
      return Deliveries.findById(id).lean<Delivery>();
    },

    async byRecipient(to: string): Promise<Delivery[]> {
      return Deliveries.find({ to: to.toLowerCase() }).sort({ createdAt: 1 }).lean<Delivery[]>();
    },

    /** The deliveries to these addresses, and the waiting e-mails that quote them as reply-to (the contact form's forward). */
    async eraseRecipients(recipients: string[]): Promise<void> {
      const addresses = recipients.map((address) => address.toLowerCase());
      await Deliveries.deleteMany({ $or: [{ to: { $in: addresses } }, { replyTo: { $in: addresses } }] });
    }
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
