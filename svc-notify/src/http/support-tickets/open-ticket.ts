// Opening a ticket, whoever writes in (docs/product-rules.md#help-desk): rate limited per member or address, the
// plan read at this moment (priority stays what it was), the due times set, and the acknowledgement queued with
// the ticket's link for a visitor.
import { type UserMessage } from '@matrimony/catalog/messages';
import { isPremiumPlan } from '@matrimony/catalog/plans';
import {
  SUPPORT_MESSAGES,
  TICKETS_PER_DAY,
  type TicketCategory,
  type TicketKind
} from '@matrimony/catalog/support';
import { problem } from '@matrimony/service-kit';
import { openingDue, replyWindowHours, type TicketPlan } from '../../domain/support-tickets';
import { type SupportTicketDoc, type TicketRequester } from '../../store/support-tickets';
import { ticketOpenedEmail } from '../../templates';
import { type NotifyDeps } from '../deps';

const DAY_MS = 24 * 3_600_000;

export interface TicketRequest {
  kind: TicketKind;
  category: TicketCategory | null;
  subject: string;
  message: string;
  receiptNumber: string | null;
}

/** Where a visitor reads and answers their ticket: the signed link. */
export const ticketLinkUrl = (deps: NotifyDeps, ticket: SupportTicketDoc) =>
  new URL(
    `/support-ticket?token=${deps.ticketLinks.sign({ number: ticket._id, linkKey: ticket.linkKey })}`,
    deps.publicUrl
  ).toString();

/** Where a member reads their ticket (signed in). */
export const memberTicketUrl = (deps: NotifyDeps, number: string) =>
  new URL(`/help/tickets/${number}`, deps.publicUrl).toString();

/** The answer to a new ticket: its number and when we will reply. */
export function ticketOpenedAnswer(ticket: SupportTicketDoc) {
  const { title, description } = SUPPORT_MESSAGES.ticketOpened;
  return {
    number: ticket._id,
    title,
    description: description
      .replace('{ticket}', ticket._id)
      .replace('{hours}', String(replyWindowHours(ticket.plan)))
  };
}

/**
 * Takes one of the day's tickets for this member or address; past TICKETS_PER_DAY a 429 with `code` (the contact
 * form keeps its own code and words).
 */
export async function takeTicketBudget(
  deps: NotifyDeps,
  key: string,
  now: Date,
  refusal: { message: UserMessage; code: string } = {
    message: SUPPORT_MESSAGES.tooManyTickets,
    code: 'tickets_rate_limited'
  }
): Promise<void> {
  const taken = await deps.stores.rateLimits.take(
    `tickets:${key}`,
    { max: TICKETS_PER_DAY, windowMs: DAY_MS },
    now
  );
  if (!taken.allowed)
    throw problem(429, refusal.message, refusal.code, { retryAfterSeconds: taken.retryAfterSec });
}

/** The key an address's tickets are counted under (the contact form and grievances share it). */
export const addressBudgetKey = (email: string) => `email:${email.toLowerCase()}`;

/** Stores the ticket with its due times; the opening event goes out with it. */
export async function openTicket(
  deps: NotifyDeps,
  requester: TicketRequester,
  plan: TicketPlan,
  request: TicketRequest,
  now: Date
): Promise<SupportTicketDoc> {
  const { dueAt, resolveBy } = openingDue(request.kind, plan, now);
  return deps.stores.supportTickets.open({
    kind: request.kind,
    category: request.category,
    subject: request.subject,
    requester,
    plan,
    receiptNumber: request.receiptNumber,
    dueAt,
    resolveBy,
    message: request.message,
    authorName: requester.type === 'visitor' ? requester.name : 'member',
    openedBy: requester.type,
    at: now
  });
}

/** A visitor's acknowledgement: the ticket number, when we reply, and their link (nothing they wrote). */
export async function acknowledgeVisitorTicket(
  deps: NotifyDeps,
  ticket: SupportTicketDoc,
  email: string
): Promise<void> {
  await deps.queuedEmails.enqueue(`ticket:${ticket._id}:ack`, {
    to: email,
    template: 'ticket-ack',
    content: ticketOpenedEmail({
      ticket: ticket._id,
      replyDueBy: ticket.dueAt!,
      grievance: ticket.kind === 'grievance',
      url: ticketLinkUrl(deps, ticket),
      locale: ticket.requester.type === 'visitor' ? ticket.requester.locale : undefined
    })
  });
}

/** The member's plan now, from the member_plans read model (as the notification list reads it). */
export async function planOf(deps: NotifyDeps, userId: string, now: Date): Promise<'free' | 'premium'> {
  return isPremiumPlan(await deps.stores.memberPlans.find(userId), now) ? 'premium' : 'free';
}
