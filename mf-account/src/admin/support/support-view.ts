// Words and times of the help desk's console: labels of the catalog's ids, due times, durations, and the queue's
// filters as the URL carries them.
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_IDS,
  TICKET_KINDS,
  TICKET_STATUS_IDS,
  TICKET_STATUS_STAFF_LABELS,
  type TicketKind,
  type TicketStatus
} from '@matrimony/catalog/support';
import { formatDateTime } from '@matrimony/catalog/date-format';
import type { SupportMeasureRow, SupportQueueQuery, TicketRequester } from '../../api/support-desk-api';

/** Staff work from India: due times are written in IST whatever the laptop's zone says. */
export const IST = { timeZone: 'Asia/Kolkata', nameZone: true } as const;

export const KIND_LABELS: Record<TicketKind, string> = {
  contact: 'Contact form',
  member: 'Member',
  grievance: 'Grievance'
};

export const categoryLabel = (id: string | null) =>
  id === null ? 'No category' : (TICKET_CATEGORIES.find((c) => c.id === id)?.label ?? id);

export const statusLabel = (status: TicketStatus) => TICKET_STATUS_STAFF_LABELS[status];

/** "Meera P." for a member, "Visitor: Ravi" for someone who wrote in without an account. */
export const requesterName = (requester: TicketRequester) =>
  requester.type === 'member' ? requester.displayName : `Visitor: ${requester.name}`;

/** Whole minutes as "35 min", "2 h 10 min" or "3 h". */
export function formatMinutes(minutes: number): string {
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A due time against `now`: "due in 2 h 10 min" or "overdue by 35 min", with the IST time for a tooltip. */
export function dueText(dueAt: string, now: number): { text: string; late: boolean; at: string } {
  const minutes = Math.round((Date.parse(dueAt) - now) / 60_000);
  const late = minutes < 0;
  return {
    text: late ? `overdue by ${formatMinutes(-minutes)}` : `due in ${formatMinutes(minutes)}`,
    late,
    at: formatDateTime(dueAt, IST)
  };
}

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  opened: 'Opened',
  replied: 'Replied',
  noted: 'Added a note',
  assigned: 'Assigned',
  unassigned: 'Unassigned',
  resolved: 'Resolved',
  reopened: 'Reopened',
  'member-replied': 'Replied',
  'member-reopened': 'Replied, which reopened it',
  'member-closed': 'Marked it resolved',
  'visitor-replied': 'Replied',
  'visitor-reopened': 'Replied, which reopened it',
  'visitor-closed': 'Marked it resolved',
  'refund-issued': 'Refund issued'
};

export const MEASURE_PLAN_LABELS: Record<SupportMeasureRow['plan'], string> = {
  free: 'Free',
  premium: 'Premium',
  visitor: 'Visitor'
};

export const measureCategoryLabel = (category: SupportMeasureRow['category']) =>
  category === 'contact'
    ? KIND_LABELS.contact
    : category === 'grievance'
      ? KIND_LABELS.grievance
      : categoryLabel(category);

// ---- the queue's filters in the URL ----

const QUEUE_STATUSES = ['open', 'resolved', ...TICKET_STATUS_IDS] as const;
type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const QUEUE_STATUS_OPTIONS: { value: QueueStatus; label: string }[] = [
  { value: 'open', label: 'Open (not resolved)' },
  ...TICKET_STATUS_IDS.map((id) => ({ value: id, label: TICKET_STATUS_STAFF_LABELS[id] }))
];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * The queue's request from the URL's parameters; what is absent or unknown is left out, so the queue with no
 * filter is always the same request `{}` (the console's tab reads its overdue count from it).
 */
export function queueQueryOf(params: URLSearchParams): SupportQueueQuery {
  const query: SupportQueueQuery = {};
  const page = Number.parseInt(params.get('page') ?? '', 10);
  if (page > 1) query.page = page;
  const status = oneOf(QUEUE_STATUSES, params.get('status'));
  if (status && status !== 'open') query.status = status;
  const kind = oneOf(TICKET_KINDS, params.get('kind'));
  if (kind) query.kind = kind;
  const category = oneOf(TICKET_CATEGORY_IDS, params.get('category'));
  if (category) query.category = category;
  const plan = oneOf(['free', 'premium'] as const, params.get('plan'));
  if (plan) query.plan = plan;
  const assignee = oneOf(['me', 'unassigned'] as const, params.get('assignee'));
  if (assignee) query.assignee = assignee;
  if (params.get('overdue') === 'true') query.overdue = 'true';
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) query.q = q;
  return query;
}

/** The URL's parameters for a queue request (the inverse of queueQueryOf). */
export function queueParamsOf(query: SupportQueueQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return params;
}

export const hasFilters = (query: SupportQueueQuery) => Object.keys(query).some((name) => name !== 'page');
