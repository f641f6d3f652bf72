// Help-desk answers as svc-notify's contract shapes them, for the console's specs.
import type { StaffTicket, StaffTicketSummary, SupportQueue } from '../../src/api/support-desk-api';

export const TICKET_NUMBER = 'T1000042';
export const MEMBER_PROFILE_ID = '65f000000000000000000011';

const MINUTE = 60_000;
/** An instant `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/**
 * Holds `Date.now()` at this instant until the returned function is called, so a time a spec wrote as "35
 * minutes ago" is still 35 minutes ago when the page renders it, however slowly the machine runs.
 */
export function holdTheClock(): () => void {
  const realNow = Date.now;
  const heldAt = realNow();
  Date.now = () => heldAt;
  return () => {
    Date.now = realNow;
  };
}

export function ticketSummary(change: Partial<StaffTicketSummary> = {}): StaffTicketSummary {
  return {
    number: TICKET_NUMBER,
    kind: 'member',
    category: 'account',
    subject: 'Cannot change my photo',
    status: 'new',
    createdAt: minutesFromNow(-120),
    updatedAt: minutesFromNow(-120),
    requester: {
      type: 'member',
      profileId: MEMBER_PROFILE_ID,
      displayName: 'Meera P.',
      memberNumber: 'M1234567',
      plan: 'free'
    },
    dueAt: minutesFromNow(130),
    overdue: false,
    assignee: null,
    ...change
  };
}

export function queue(items: StaffTicketSummary[], change: Partial<SupportQueue> = {}): SupportQueue {
  return { items, page: 1, pageSize: 20, total: items.length, overdueCount: 0, ...change };
}

export function staffTicket(change: Partial<StaffTicket> = {}): StaffTicket {
  return {
    ...ticketSummary(),
    receiptNumber: null,
    messages: [
      {
        id: 'msg-1',
        author: 'requester',
        authorName: 'Meera P.',
        text: 'The upload button does nothing.',
        sentAt: minutesFromNow(-120)
      }
    ],
    notes: [
      {
        id: 'note-1',
        authorName: 'Anita',
        text: 'Checked the logs: upload refused for size.',
        createdAt: minutesFromNow(-60)
      }
    ],
    audit: [{ action: 'opened', by: 'member', at: minutesFromNow(-120) }],
    resolveBy: null,
    firstRepliedAt: null,
    resolvedAt: null,
    ...change
  };
}
