import { randomBytes, randomUUID } from 'node:crypto';
import { Schema, type Connection, type FilterQuery, type UpdateQuery } from 'mongoose';
import { outboxEvent, outboxPlugin, type PendingEvent } from '@matrimony/service-kit';
import { type TicketCategory, type TicketKind, type TicketStatus } from '@matrimony/catalog/support';
import { type EventData } from '@matrimony/contracts';
import { type Locale } from '@matrimony/i18n/codes';
import { queueKeys, ticketNumberOf, type TicketPlan } from '../domain/support-tickets';

export type TicketRequester =
  /** `userId` is null once the member's account was erased. */
  | { type: 'member'; userId: string | null; profileId: string | null }
  /** Kept only inside svc-notify, to write to the visitor (in the language of the page they wrote from). */
  | { type: 'visitor'; name: string; email: string; locale?: Locale };

export interface TicketMessageDoc {
  id: string;
  author: 'requester' | 'staff';
  /** Staff sign with "Anita from Support"; the requester's name is looked up when staff read it. */
  authorName: string;
  staffUserId: string | null;
  text: string;
  sentAt: Date;
  readByRequester: boolean;
  cannedReplyId: string | null;
}

export interface TicketNoteDoc {
  id: string;
  authorUserId: string;
  authorName: string;
  text: string;
  createdAt: Date;
}

export interface TicketAuditDoc {
  action: string;
  by: string;
  at: Date;
}

export interface SupportTicketDoc {
  /** The ticket number, T and seven digits. */
  _id: string;
  kind: TicketKind;
  category: TicketCategory | null;
  subject: string;
  status: TicketStatus;
  requester: TicketRequester;
  /** The plan when the ticket was opened (priority stays what it was); `visitor` when not signed in. */
  plan: TicketPlan;
  receiptNumber: string | null;
  messages: TicketMessageDoc[];
  notes: TicketNoteDoc[];
  audit: TicketAuditDoc[];
  assignee: { id: string; name: string } | null;
  /** The next deadline (reply, or a grievance's resolution); null when we owe nothing. */
  dueAt: Date | null;
  /** The first reply's deadline, kept for the measures. */
  firstDueAt: Date;
  resolveBy: Date | null;
  firstRepliedAt: Date | null;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The queue's sort keys (domain/support-tickets.ts queueKeys). */
  dueSort: Date;
  planRank: number;
  /** Open tickets first in the member's list. */
  openRank: number;
  /** The per-ticket key a visitor's link names (domain/ticket-link-token.ts). */
  linkKey: string;
  pendingEvents: PendingEvent[];
}

const ticketSchema = new Schema<SupportTicketDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    category: { type: String, default: null },
    subject: { type: String, required: true },
    status: { type: String, required: true },
    requester: { type: Schema.Types.Mixed, required: true },
    plan: { type: String, required: true },
    receiptNumber: { type: String, default: null },
    messages: { type: Schema.Types.Mixed, default: [] },
    notes: { type: Schema.Types.Mixed, default: [] },
    audit: { type: Schema.Types.Mixed, default: [] },
    assignee: { type: Schema.Types.Mixed, default: null },
    dueAt: { type: Date, default: null },
    firstDueAt: { type: Date, required: true },
    resolveBy: { type: Date, default: null },
    firstRepliedAt: { type: Date, default: null },
    resolvedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    dueSort: { type: Date, required: true },
    planRank: { type: Number, required: true },
    openRank: { type: Number, required: true },
    linkKey: { type: String, required: true }
  },
  { versionKey: false, collection: 'support_tickets', minimize: false }
);
ticketSchema.plugin(outboxPlugin);
ticketSchema.index({ status: 1, dueSort: 1, planRank: 1, createdAt: 1 });
ticketSchema.index({ 'requester.userId': 1, openRank: 1, updatedAt: -1 });
ticketSchema.index({ createdAt: 1 });

const counterSchema = new Schema<{ _id: string; value: number }>(
  { _id: String, value: Number },
  { versionKey: false, collection: 'support_counters' }
);

export type NewTicket = Pick<
  SupportTicketDoc,
  'kind' | 'category' | 'subject' | 'requester' | 'plan' | 'receiptNumber' | 'dueAt' | 'resolveBy'
> & { message: string; authorName: string; openedBy: string; at: Date };

/** The event data that names a ticket (no requester, no text). */
export const ticketEventOf = (ticket: Pick<SupportTicketDoc, '_id' | 'kind' | 'category' | 'plan'>) => ({
  number: ticket._id,
  kind: ticket.kind,
  category: ticket.category,
  plan: ticket.plan
});

export type TicketEvent =
  | { subject: 'notify.ticket.replied'; data: EventData<'notify.ticket.replied'> }
  | { subject: 'notify.ticket.resolved'; data: EventData<'notify.ticket.resolved'> };

/** The `support_tickets` collection, numbered from one counter; each opening, reply and resolution carries its event. */
export function createSupportTicketsStore(connection: Connection) {
  const Tickets = connection.model<SupportTicketDoc>('SupportTicket', ticketSchema);
  const Counters = connection.model('SupportCounter', counterSchema);

  return {
    model: Tickets,

    async open(input: NewTicket): Promise<SupportTicketDoc> {
      const counter = await Counters.findOneAndUpdate(
        { _id: 'ticket' },
        { $inc: { value: 1 } },
        { upsert: true, new: true }
      ).lean<{ value: number }>();
      const number = ticketNumberOf(counter!.value);
      const { message, authorName, openedBy, at, ...fields } = input;
      const doc: SupportTicketDoc = {
        _id: number,
        ...fields,
        status: 'new',
        messages: [
          {
            id: randomUUID(),
            author: 'requester',
            authorName,
            staffUserId: null,
            text: message,
            sentAt: at,
            readByRequester: true,
            cannedReplyId: null
          }
        ],
        notes: [],
        audit: [{ action: 'opened', by: openedBy, at }],
        assignee: null,
        firstDueAt: input.dueAt!,
        firstRepliedAt: null,
        resolvedAt: null,
        createdAt: at,
        updatedAt: at,
        ...queueKeys(input.dueAt, input.plan),
        openRank: 0,
        linkKey: randomBytes(16).toString('base64url'),
        pendingEvents: [
          outboxEvent('notify.ticket.opened', {
            ...ticketEventOf({ _id: number, ...fields }),
            dueAt: input.dueAt!.toISOString()
          })
        ]
      };
      await Tickets.create(doc);
      return doc;
    },

    find(number: string): Promise<SupportTicketDoc | null> {
      return Tickets.findById(number).lean<SupportTicketDoc>();
    },

    /** Applies `update` (with its event, if any, in the same write) and answers the ticket as it is now. */
    async update(
      number: string,
      update: UpdateQuery<SupportTicketDoc>,
      events: readonly TicketEvent[] = []
    ): Promise<SupportTicketDoc | null> {
      const pending = events.map((event) => outboxEvent(event.subject, event.data as never));
      const push = { ...(update.$push as Record<string, unknown> | undefined) };
      if (pending.length > 0) push.pendingEvents = { $each: pending };
      return Tickets.findOneAndUpdate(
        { _id: number },
        { ...update, ...(Object.keys(push).length > 0 ? { $push: push } : {}) },
        { new: true }
      ).lean<SupportTicketDoc>();
    },

    /** The requester opened the ticket: every reply of ours is read (one update: a reply arriving meanwhile stays). */
    async markRepliesRead(number: string): Promise<SupportTicketDoc | null> {
      await Tickets.collection.updateOne(
        { _id: number as never, messages: { $elemMatch: { author: 'staff', readByRequester: false } } },
        { $set: { 'messages.$[reply].readByRequester': true } },
        { arrayFilters: [{ 'reply.author': 'staff', 'reply.readByRequester': false }] }
      );
      return Tickets.findById(number).lean<SupportTicketDoc>();
    },

    /** Tickets a visitor opened from this address (erased with the member who owns the address). */
    ofVisitorAddress(email: string): Promise<SupportTicketDoc[]> {
      return Tickets.find({ 'requester.type': 'visitor', 'requester.email': email }).lean<
        SupportTicketDoc[]
      >();
    },

    /** The member's own tickets, open first, newest activity first. */
    async ofMember(userId: string, skip: number, limit: number) {
      const filter = { 'requester.userId': userId };
      const [items, total] = await Promise.all([
        Tickets.find(filter)
          .sort({ openRank: 1, updatedAt: -1 })
          .skip(skip)
          .limit(limit)
          .lean<SupportTicketDoc[]>(),
        Tickets.countDocuments(filter)
      ]);
      return { items, total };
    },

    /** Every ticket of the member, oldest first (their data export and erasure). */
    allOfMember(userId: string): Promise<SupportTicketDoc[]> {
      return Tickets.find({ 'requester.userId': userId }).sort({ createdAt: 1 }).lean<SupportTicketDoc[]>();
    },

    async queue(filter: FilterQuery<SupportTicketDoc>, skip: number, limit: number) {
      const [items, total] = await Promise.all([
        Tickets.find(filter)
          .sort({ dueSort: 1, planRank: 1, createdAt: 1 })
          .skip(skip)
          .limit(limit)
          .lean<SupportTicketDoc[]>(),
        Tickets.countDocuments(filter)
      ]);
      return { items, total };
    },

    /** Open tickets past their due time. */
    overdueCount(now: Date): Promise<number> {
      return Tickets.countDocuments({ status: { $ne: 'resolved' }, dueAt: { $lt: now } });
    },

    /** Tickets opened since `since`, with only what the measures read. */
    openedSince(since: Date) {
      return Tickets.find(
        { createdAt: { $gte: since } },
        {
          kind: 1,
          category: 1,
          plan: 1,
          createdAt: 1,
          firstDueAt: 1,
          firstRepliedAt: 1,
          resolveBy: 1,
          resolvedAt: 1
        }
      ).lean<SupportTicketDoc[]>();
    }
  };
}

export type SupportTicketsStore = ReturnType<typeof createSupportTicketsStore>;
