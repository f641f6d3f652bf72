// What moves a ticket (docs/product-rules.md#help-desk). Each change lands in the ticket's audit (who, what, when)
// and its measure event goes out in the same write.
import { randomUUID } from 'node:crypto';
import { SUPPORT_MESSAGES } from '@matrimony/catalog/support';
import { problem } from '@matrimony/service-kit';
import {
  dueAfterStaffReply,
  minutesBetween,
  nextStatus,
  queueKeys,
  replyDueAt
} from '../../domain/support-tickets';
import {
  ticketEventOf,
  type SupportTicketDoc,
  type TicketEvent,
  type TicketMessageDoc
} from '../../store/support-tickets';
import { type NotifyDeps } from '../deps';

export const ticketNotFound = () => problem(404, SUPPORT_MESSAGES.ticketNotFound, 'ticket_not_found');

/** Who acts: a staff member (by id and the name they sign with), or the requester. */
export type Actor = { type: 'staff'; userId: string; name: string } | { type: 'requester'; label: string };

/** The fields that follow a status and due time. */
const statusFields = (ticket: SupportTicketDoc, status: SupportTicketDoc['status'], dueAt: Date | null) => ({
  status,
  dueAt: status === 'resolved' ? null : dueAt,
  ...queueKeys(status === 'resolved' ? null : dueAt, ticket.plan),
  openRank: status === 'resolved' ? 1 : 0
});

function resolvedEvent(ticket: SupportTicketDoc, by: 'staff' | 'requester', at: Date): TicketEvent {
  return {
    subject: 'notify.ticket.resolved',
    data: {
      ...ticketEventOf(ticket),
      by,
      minutesSinceOpened: Math.max(0, minutesBetween(ticket.createdAt, at))
    }
  };
}

async function write(
  deps: NotifyDeps,
  ticket: SupportTicketDoc,
  update: Parameters<NotifyDeps['stores']['supportTickets']['update']>[1],
  events: TicketEvent[] = []
): Promise<SupportTicketDoc> {
  const saved = await deps.stores.supportTickets.update(ticket._id, update, events);
  if (!saved) throw ticketNotFound();
  return saved;
}

/** The requester writes again: the ticket waits for us, due within their window from now (a resolved one reopens). */
export async function requesterReply(
  deps: NotifyDeps,
  ticket: SupportTicketDoc,
  text: string,
  by: string
): Promise<SupportTicketDoc> {
  const now = deps.now();
  const message: TicketMessageDoc = {
    id: randomUUID(),
    author: 'requester',
    authorName: by,
    staffUserId: null,
    text,
    sentAt: now,
    readByRequester: true,
    cannedReplyId: null
  };
  const status = nextStatus('requester-reply', ticket.status);
  const action = ticket.status === 'resolved' ? `${by}-reopened` : `${by}-replied`;
  return write(deps, ticket, {
    $set: {
      ...statusFields(ticket, status, replyDueAt(ticket.plan, now, ticket.resolveBy)),
      resolvedAt: null,
      updatedAt: now
    },
    $push: { messages: message, audit: { action, by, at: now } }
  });
}

/** The requester marks it resolved; a repeat changes nothing. */
export async function requesterClose(
  deps: NotifyDeps,
  ticket: SupportTicketDoc,
  by: string
): Promise<SupportTicketDoc> {
  if (ticket.status === 'resolved') return ticket;
  const now = deps.now();
  return write(
    deps,
    ticket,
    {
      $set: { ...statusFields(ticket, 'resolved', null), resolvedAt: now, updatedAt: now },
      $push: { audit: { action: `${by}-closed`, by, at: now } }
    },
    [resolvedEvent(ticket, 'requester', now)]
  );
}

/** Our reply: the ticket waits for the requester (or stays resolved, or is resolved with `resolve`). */
export async function staffReply(
  deps: NotifyDeps,
  ticket: SupportTicketDoc,
  actor: Extract<Actor, { type: 'staff' }>,
  reply: { text: string; cannedReplyId?: string; resolve: boolean }
): Promise<SupportTicketDoc> {
  const now = deps.now();
  const message: TicketMessageDoc = {
    id: randomUUID(),
    author: 'staff',
    authorName: actor.name,
    staffUserId: actor.userId,
    text: reply.text,
    sentAt: now,
    readByRequester: false,
    cannedReplyId: reply.cannedReplyId ?? null
  };
  const status = reply.resolve ? 'resolved' : nextStatus('staff-reply', ticket.status);
  const first = ticket.firstRepliedAt === null;
  const events: TicketEvent[] = [
    {
      subject: 'notify.ticket.replied',
      data: {
        ...ticketEventOf(ticket),
        first,
        minutesSinceOpened: Math.max(0, minutesBetween(ticket.createdAt, now)),
        late: ticket.dueAt !== null && ticket.dueAt < now
      }
    }
  ];
  const audit = [{ action: 'replied', by: actor.name, at: now }];
  if (status === 'resolved' && ticket.status !== 'resolved') {
    events.push(resolvedEvent(ticket, 'staff', now));
    audit.push({ action: 'resolved', by: actor.name, at: now });
  }
  return write(
    deps,
    ticket,
    {
      $set: {
        ...statusFields(ticket, status, dueAfterStaffReply(ticket.resolveBy)),
        ...(first ? { firstRepliedAt: now } : {}),
        ...(status === 'resolved' && ticket.status !== 'resolved' ? { resolvedAt: now } : {}),
        updatedAt: now
      },
      $push: { messages: message, audit: { $each: audit } }
    },
    events
  );
}

export async function addNote(
  deps: NotifyDeps,
  ticket: SupportTicketDoc,
  actor: Extract<Actor, { type: 'staff' }>,
  text: string
): Promise<SupportTicketDoc> {
  const now = deps.now();
  const note = { id: randomUUID(), authorUserId: actor.userId, authorName: actor.name, text, createdAt: now };
  return write(deps, ticket, { $push: { notes: note, audit: { action: 'noted', by: actor.name, at: now } } });
}

export async function assign(
  deps: NotifyDeps,
  ticket: SupportTicketDoc,
  actor: Extract<Actor, { type: 'staff' }>,
  toMe: boolean
): Promise<SupportTicketDoc> {
  const now = deps.now();
  const assignee = toMe ? { id: actor.userId, name: actor.name } : null;
  return write(deps, ticket, {
    $set: { assignee },
    $push: { audit: { action: toMe ? 'assigned' : 'unassigned', by: actor.name, at: now } }
  });
}

/** Staff resolve or reopen; a repeat changes nothing. A reopened ticket is due within its window from now. */
export async function setStatus(
  deps: NotifyDeps,
  ticket: SupportTicketDoc,
  actor: Extract<Actor, { type: 'staff' }>,
  status: 'resolved' | 'reopened'
): Promise<SupportTicketDoc> {
  const now = deps.now();
  if (status === 'resolved') {
    if (ticket.status === 'resolved') return ticket;
    return write(
      deps,
      ticket,
      {
        $set: { ...statusFields(ticket, 'resolved', null), resolvedAt: now },
        $push: { audit: { action: 'resolved', by: actor.name, at: now } }
      },
      [resolvedEvent(ticket, 'staff', now)]
    );
  }
  if (ticket.status !== 'resolved') return ticket;
  return write(deps, ticket, {
    $set: {
      ...statusFields(
        ticket,
        nextStatus('reopen', ticket.status),
        replyDueAt(ticket.plan, now, ticket.resolveBy)
      ),
      resolvedAt: null
    },
    $push: { audit: { action: 'reopened', by: actor.name, at: now } }
  });
}

/** The requester opened the ticket: our replies are read. */
export async function markRepliesRead(deps: NotifyDeps, ticket: SupportTicketDoc): Promise<SupportTicketDoc> {
  if (!ticket.messages.some((m) => m.author === 'staff' && !m.readByRequester)) return ticket;
  const saved = await deps.stores.supportTickets.markRepliesRead(ticket._id);
  if (!saved) throw ticketNotFound();
  return saved;
}
