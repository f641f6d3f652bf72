import { type Collection } from 'mongodb';
import { Schema, type Connection } from 'mongoose';
import { DELIVERY_LOG_RETENTION_MS } from '../domain/limits';
import { type Channel } from './dev-outbox';

export type DeliveryStatus = 'queued' | 'sent' | 'failed';

/** One message's delivery: who, which template, and how it went. Never the content (it may hold a code or link). */
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
}

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
    expireAt: { type: Date, required: true }
  },
  { versionKey: false, collection: 'deliveries' }
);
deliverySchema.index({ to: 1 });
deliverySchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/** The delivery log (queued → sent, or failed with its reason). */
export function createDeliveries(connection: Connection) {
  const Deliveries = connection.model<Delivery>('Delivery', deliverySchema);
  // Every message passes through queue and markSent: the driver directly, without mongoose's casting.
  const deliveries = Deliveries.collection as unknown as Collection<Delivery>;
  return {
    /** Logs the message as queued unless it is already logged; returns the entry. */
    async queue(entry: Pick<Delivery, '_id' | 'channel' | 'to' | 'template'>, now = new Date()): Promise<Delivery> {
      const doc = await deliveries.findOneAndUpdate(
        { _id: entry._id },
        { $setOnInsert: { ...entry, to: entry.to.toLowerCase(), status: 'queued', attempts: 0, createdAt: now, updatedAt: now, expireAt: new Date(now.getTime() + DELIVERY_LOG_RETENTION_MS) } },
        { upsert: true, returnDocument: 'after' }
      );
      return doc!;
    },

    async markSent(id: string, now = new Date()): Promise<void> {
      await deliveries.updateOne({ _id: id }, { $set: { status: 'sent', sentAt: now, updatedAt: now }, $unset: { reason: 1 }, $inc: { attempts: 1 } });
    },

    /** Records a failed attempt; `final` when no further attempt follows in this go. */
    async markAttemptFailed(id: string, reason: string, final: boolean, now = new Date()): Promise<void> {
      await deliveries.updateOne({ _id: id }, { $set: { reason, updatedAt: now, ...(final ? { status: 'failed' as const } : {}) }, $inc: { attempts: 1 } });
    },

    async get(id: string): Promise<Delivery | null> {
      return Deliveries.findById(id).lean<Delivery>();
    },

    async byRecipient(to: string): Promise<Delivery[]> {
      return Deliveries.find({ to: to.toLowerCase() }).sort({ createdAt: 1 }).lean<Delivery[]>();
    },

    async eraseRecipients(recipients: string[]): Promise<void> {
      await Deliveries.deleteMany({ to: { $in: recipients.map((to) => to.toLowerCase()) } });
    }
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
