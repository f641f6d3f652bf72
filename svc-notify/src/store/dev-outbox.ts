import { randomUUID } from 'node:crypto';
import { type Collection } from 'mongodb';
import { Schema, type Connection } from 'mongoose';
import { DEFAULT_LOCALE, type Locale } from '@matrimony/i18n/codes';
import { DEV_OUTBOX_LIST_LIMIT, DEV_OUTBOX_RETENTION_MS } from '../domain/limits';

export type Channel = 'sms' | 'email';

/** A message as the development outbox shows it (GET /api/notify/dev/outbox). */
export interface OutboxMessage {
  id: string;
  channel: Channel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** The list headers an e-mail was sent with (`List-Unsubscribe`, `List-Unsubscribe-Post`); empty for the rest. */
  headers: Record<string, string>;
  /** The language it was written in. */
  locale: Locale;
  createdAt: Date;
}

interface OutboxDoc extends Omit<OutboxMessage, 'id'> {
  _id: string;
  expireAt: Date;
}

const outboxSchema = new Schema<OutboxDoc>(
  {
    _id: { type: String, required: true },
    channel: { type: String, enum: ['sms', 'email'], required: true },
    to: { type: String, required: true },
    subject: { type: String, default: null },
    text: { type: String, required: true },
    html: { type: String, default: null },
    headers: { type: Schema.Types.Mixed, default: {} },
    locale: { type: String, default: DEFAULT_LOCALE },
    createdAt: { type: Date, required: true },
    expireAt: { type: Date, required: true }
  },
  { versionKey: false, collection: 'dev_outbox' }
);
outboxSchema.index({ to: 1, createdAt: -1 });
outboxSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

/** Development only: where the dev SMS provider and the dev SMTP sink put what would have been sent. */
export function createDevOutbox(connection: Connection) {
  const Outbox = connection.model<OutboxDoc>('DevOutboxMessage', outboxSchema);
  return {
    async add(
      message: Omit<OutboxMessage, 'id' | 'createdAt' | 'headers' | 'locale'> & {
        headers?: Record<string, string>;
        locale?: Locale;
      },
      now = new Date()
    ): Promise<OutboxMessage> {
      const doc = {
        _id: randomUUID(),
        ...message,
        headers: message.headers ?? {},
        locale: message.locale ?? DEFAULT_LOCALE,
        to: message.to.toLowerCase(),
        createdAt: now,
        expireAt: new Date(now.getTime() + DEV_OUTBOX_RETENTION_MS)
      };
      // The driver: the development SMTP sink stores every e-mail, and svc-notify's benchmarks count its cost.
      await (Outbox.collection as unknown as Collection<OutboxDoc>).insertOne(doc);
      return {
        id: doc._id,
        channel: doc.channel,
        to: doc.to,
        subject: doc.subject,
        text: doc.text,
        html: doc.html,
        headers: doc.headers,
        locale: doc.locale,
        createdAt: doc.createdAt
      };
    },

    /** Newest first, optionally only those to one recipient. */
    async list(filter: { to?: string } = {}): Promise<OutboxMessage[]> {
      const docs = await Outbox.find(filter.to ? { to: filter.to } : {})
        .sort({ createdAt: -1 })
        .limit(DEV_OUTBOX_LIST_LIMIT)
        .lean<OutboxDoc[]>();
      return docs.map(({ _id, channel, to, subject, text, html, headers, locale, createdAt }) => ({
        id: _id,
        channel,
        to,
        subject: subject ?? null,
        text,
        html: html ?? null,
        headers: headers ?? {},
        locale: locale ?? DEFAULT_LOCALE,
        createdAt
      }));
    },

    /**
     * Account erasure: the messages to these addresses, and those that quote one (the contact form's forward to
     * support carries the sender's address).
     */
    async eraseRecipients(recipients: string[]): Promise<void> {
      const addresses = recipients.map((to) => to.toLowerCase());
      const quoted = addresses.map((address) => ({
        text: { $regex: address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' }
      }));
      await Outbox.deleteMany({ $or: [{ to: { $in: addresses } }, ...quoted] });
    }
  };
}

export type DevOutbox = ReturnType<typeof createDevOutbox>;
