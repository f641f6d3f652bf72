// The help desk's rules (docs/product-rules.md#help-desk): when a ticket's next reply is due, how its status moves,
// how the queue is ordered and what the measures count. Pure: the store and the routes call these.
import {
  FIRST_REPLY_HOURS,
  GRIEVANCE_RESOLVE_DAYS,
  PREMIUM_FIRST_REPLY_HOURS,
  type TicketCategory,
  type TicketKind,
  type TicketStatus
} from '@matrimony/catalog/support';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The plan a ticket was opened under; `visitor` for someone not signed in. */
export type TicketPlan = 'free' | 'premium' | 'visitor';

/** Hours within which our next reply is due: Premium members have priority support. */
export const replyWindowHours = (plan: TicketPlan) =>
  plan === 'premium' ? PREMIUM_FIRST_REPLY_HOURS : FIRST_REPLY_HOURS;

/** When a reply is due for a message the requester sent at `at`; a grievance never later than its resolution date. */
export function replyDueAt(plan: TicketPlan, at: Date, resolveBy: Date | null): Date {
  const due = new Date(at.getTime() + replyWindowHours(plan) * HOUR_MS);
  return resolveBy && resolveBy < due ? resolveBy : due;
}

/** A grievance's resolution deadline; null for other kinds. */
export const resolveByOf = (kind: TicketKind, openedAt: Date): Date | null =>
  kind === 'grievance' ? new Date(openedAt.getTime() + GRIEVANCE_RESOLVE_DAYS * DAY_MS) : null;

/** Due times of a new ticket: the first reply, and for a grievance its resolution. */
export function openingDue(kind: TicketKind, plan: TicketPlan, openedAt: Date) {
  const resolveBy = resolveByOf(kind, openedAt);
  return { dueAt: replyDueAt(plan, openedAt, resolveBy), resolveBy };
}

/**
 * What we owe once we replied: nothing for an ordinary ticket (the member has the next word), the resolution for a
 * grievance that stays open.
 */
export const dueAfterStaffReply = (resolveBy: Date | null): Date | null => resolveBy;

/** The status after an action; a requester's reply reopens a resolved ticket. */
export function nextStatus(
  action: 'staff-reply' | 'requester-reply' | 'resolve' | 'reopen',
  current: TicketStatus
): TicketStatus {
  switch (action) {
    case 'staff-reply':
      return current === 'resolved' ? 'resolved' : 'waiting-for-member';
    case 'requester-reply':
    case 'reopen':
      return 'waiting-for-us';
    case 'resolve':
      return 'resolved';
  }
}

/**
 * The queue's order as stored keys: due time ascending (a ticket owing nothing last), a tie to Premium. A Premium
 * ticket thus comes before an older free one exactly while its shorter window ends first.
 */
export const NOTHING_DUE = new Date(8_640_000_000_000_000);
export const queueKeys = (dueAt: Date | null, plan: TicketPlan) => ({
  dueSort: dueAt ?? NOTHING_DUE,
  planRank: plan === 'premium' ? 0 : 1
});

export const isOverdue = (dueAt: Date | null, now: Date) => dueAt !== null && dueAt.getTime() < now.getTime();

export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

/** Nearest-rank percentile of `values` (minutes); null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** The fields of a ticket the measures read. */
export interface MeasuredTicket {
  kind: TicketKind;
  category: TicketCategory | null;
  plan: TicketPlan;
  createdAt: Date;
  firstDueAt: Date;
  firstRepliedAt: Date | null;
  resolveBy: Date | null;
  resolvedAt: Date | null;
}

export type MeasureCategory = TicketCategory | 'contact' | 'grievance';

export interface MeasureRow {
  plan: TicketPlan;
  category: MeasureCategory;
  opened: number;
  firstReplyP50: number | null;
  firstReplyP95: number | null;
  resolutionP50: number | null;
  resolutionP95: number | null;
  missedDue: number;
}

/** A grievance and a contact-form ticket are rows of their own; a member's ticket goes by its category. */
const rowCategory = (ticket: MeasuredTicket): MeasureCategory =>
  ticket.kind === 'member' ? (ticket.category ?? 'other') : ticket.kind;

/** A first reply after its due time, none while past it, or a grievance resolved (or still open) past its date. */
export function missedDue(ticket: MeasuredTicket, now: Date): boolean {
  const repliedBy = ticket.firstRepliedAt ?? now;
  if (repliedBy > ticket.firstDueAt) return true;
  if (ticket.resolveBy) return (ticket.resolvedAt ?? now) > ticket.resolveBy;
  return false;
}

/** Rows by plan and category, in a fixed order (plan, then category). */
export function measureRows(tickets: readonly MeasuredTicket[], now: Date): MeasureRow[] {
  const groups = new Map<string, MeasuredTicket[]>();
  for (const ticket of tickets) {
    const key = `${ticket.plan}\n${rowCategory(ticket)}`;
    groups.set(key, [...(groups.get(key) ?? []), ticket]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => {
      const [plan, category] = key.split('\n') as [TicketPlan, MeasureCategory];
      const firstReplies = group
        .filter((t) => t.firstRepliedAt)
        .map((t) => minutesBetween(t.createdAt, t.firstRepliedAt!));
      const resolutions = group
        .filter((t) => t.resolvedAt)
        .map((t) => minutesBetween(t.createdAt, t.resolvedAt!));
      return {
        plan,
        category,
        opened: group.length,
        firstReplyP50: percentile(firstReplies, 50),
        firstReplyP95: percentile(firstReplies, 95),
        resolutionP50: percentile(resolutions, 50),
        resolutionP95: percentile(resolutions, 95),
        missedDue: group.filter((t) => missedDue(t, now)).length
      };
    });
}

/** "Anita from Support" from the staff member's token; "Support team" when it names nobody. */
export function staffSignature(claims: { given_name?: unknown; name?: unknown }): {
  firstName: string | null;
  authorName: string;
} {
  const given = typeof claims.given_name === 'string' ? claims.given_name.trim() : '';
  const full = typeof claims.name === 'string' ? claims.name.trim().split(/\s+/)[0]! : '';
  const firstName = given || full || null;
  return { firstName, authorName: firstName ? `${firstName} from Support` : 'Support team' };
}

/** T and seven digits from the counter's value (1 → T1000001). */
export const ticketNumberOf = (sequence: number) => `T${String(1_000_000 + sequence).padStart(7, '0')}`;
