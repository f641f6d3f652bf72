// What leaves the service of a ticket. The requester's view has no notes, no audit and no assignee; the staff view
// names a member by display name and member number only. A visitor's e-mail address is in neither.
import { type ResponseOf } from '@matrimony/contracts';
import { type supportTicketRoutes } from '@matrimony/contracts/http/notify/support-tickets';
import { isOverdue } from '../../domain/support-tickets';
import { type Stores } from '../../store';
import { type SupportTicketDoc, type TicketMessageDoc } from '../../store/support-tickets';

type RequesterTicket = ResponseOf<typeof supportTicketRoutes.getMyTicket>;
type StaffTicket = ResponseOf<typeof supportTicketRoutes.supportTicket>;
type StaffSummary = StaffTicket['requester'];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const unreadReplies = (ticket: SupportTicketDoc) =>
  ticket.messages.filter((m) => m.author === 'staff' && !m.readByRequester).length;

export const ticketSummaryView = (ticket: SupportTicketDoc) => ({
  number: ticket._id,
  kind: ticket.kind,
  category: ticket.category,
  subject: ticket.subject,
  status: ticket.status,
  createdAt: ticket.createdAt.toISOString(),
  updatedAt: ticket.updatedAt.toISOString(),
  unreadReplies: unreadReplies(ticket)
});

const messageView = (message: TicketMessageDoc, requesterName: string) => ({
  id: message.id,
  author: message.author,
  authorName: message.author === 'staff' ? message.authorName : requesterName,
  text: message.text,
  sentAt: message.sentAt.toISOString()
});

/** The ticket as the member or visitor who opened it reads it. */
export function ticketView(ticket: SupportTicketDoc): RequesterTicket {
  return {
    ...ticketSummaryView(ticket),
    receiptNumber: ticket.receiptNumber,
    messages: ticket.messages.map((message) => messageView(message, 'You')),
    replyDueBy: ticket.status === 'resolved' ? null : iso(ticket.dueAt),
    resolveBy: iso(ticket.resolveBy)
  };
}

/** Who wrote in, as staff see them; members looked up in the read models conversations use. */
export async function requestersOf(
  stores: Stores,
  tickets: readonly SupportTicketDoc[]
): Promise<Map<string, StaffSummary>> {
  const userIds = tickets.flatMap((t) =>
    t.requester.type === 'member' && t.requester.userId ? [t.requester.userId] : []
  );
  const members = await stores.conversationMembers.getMany(userIds);
  const recipients = new Map(
    await Promise.all(
      userIds
        .filter((id) => !members.get(id)?.displayName)
        .map(async (id) => [id, (await stores.recipients.get(id))?.fullName ?? null] as const)
    )
  );
  return new Map(
    tickets.map((ticket): [string, StaffSummary] => {
      const { requester } = ticket;
      if (requester.type === 'visitor') return [ticket._id, { type: 'visitor', name: requester.name }];
      const member = requester.userId ? members.get(requester.userId) : undefined;
      const plan = ticket.plan === 'premium' ? 'premium' : 'free';
      return [
        ticket._id,
        {
          type: 'member',
          profileId: requester.profileId ?? member?.profileId ?? null,
          displayName:
            member?.displayName ??
            (requester.userId ? recipients.get(requester.userId) : null) ??
            'Deleted member',
          memberNumber: member?.memberNumber ?? null,
          plan
        }
      ];
    })
  );
}

const requesterNameOf = (requester: StaffSummary) =>
  requester.type === 'visitor' ? requester.name : requester.displayName;

export function staffSummaryView(ticket: SupportTicketDoc, requester: StaffSummary, now: Date) {
  const { unreadReplies: _requesterOnly, ...summary } = ticketSummaryView(ticket);
  return {
    ...summary,
    requester,
    dueAt: iso(ticket.status === 'resolved' ? null : ticket.dueAt),
    overdue: ticket.status !== 'resolved' && isOverdue(ticket.dueAt, now),
    assignee: ticket.assignee
  };
}

export async function staffTicketView(
  stores: Stores,
  ticket: SupportTicketDoc,
  now: Date
): Promise<StaffTicket> {
  const requester = (await requestersOf(stores, [ticket])).get(ticket._id)!;
  const name = requesterNameOf(requester);
  return {
    ...staffSummaryView(ticket, requester, now),
    receiptNumber: ticket.receiptNumber,
    messages: ticket.messages.map((message) => messageView(message, name)),
    notes: ticket.notes.map((note) => ({
      id: note.id,
      authorName: note.authorName,
      text: note.text,
      createdAt: note.createdAt.toISOString()
    })),
    audit: ticket.audit.map((entry) => ({ action: entry.action, by: entry.by, at: entry.at.toISOString() })),
    resolveBy: iso(ticket.resolveBy),
    firstRepliedAt: iso(ticket.firstRepliedAt),
    resolvedAt: iso(ticket.resolvedAt)
  };
}
