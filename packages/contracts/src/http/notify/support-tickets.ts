// The help desk (docs/product-rules.md#help-desk), served by svc-notify: tickets from the contact form, from a
// signed-in member's "Write to us" and grievances; the member's side (/help/tickets), a visitor's side through the
// signed link in their e-mails, and the staff console (realm role `admin`). Staff notes and the audit never reach
// a member's or visitor's answer. Members appear by display name and member number; never a mobile or an e-mail.
import { LOCALE_CODES } from '@matrimony/i18n/codes';
import { z } from 'zod';
import {
  CANNED_REPLIES,
  TICKET_CATEGORY_IDS,
  TICKET_KINDS,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_NUMBER_PATTERN,
  TICKET_STATUS_IDS,
  TICKET_SUBJECT_MAX_LENGTH,
  type CannedReplyId
} from '@matrimony/catalog/support';
import { pagedResponseSchema, paginationQuerySchema } from '../pagination';
import { defineRoute } from '../route';

const CANNED_REPLY_IDS = CANNED_REPLIES.map((r) => r.id) as [CannedReplyId, ...CannedReplyId[]];

export const ticketNumberSchema = z
  .string()
  .regex(TICKET_NUMBER_PATTERN, 'must be a ticket number like T1000042');
const ticketParams = z.object({ number: ticketNumberSchema });

const messageText = z
  .string()
  .trim()
  .min(1, 'Please write a message.')
  .max(TICKET_MESSAGE_MAX_LENGTH, `must be at most ${TICKET_MESSAGE_MAX_LENGTH} characters`);
const subjectText = z
  .string()
  .trim()
  .min(1, 'Please write a subject.')
  .max(TICKET_SUBJECT_MAX_LENGTH, `must be at most ${TICKET_SUBJECT_MAX_LENGTH} characters`);
/** A receipt number as svc-billing issues it. */
const receiptNumber = z.string().regex(/^MAT-\d{4}-\d{6}$/, 'must be a receipt number like MAT-2026-000001');

/** The signed `<payload>.<signature>` in a visitor's e-mail: it names one ticket and nothing else. */
export const ticketLinkTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/, 'This link is not valid.');
const linkParams = z.object({ token: ticketLinkTokenSchema });

/** One message of a ticket's thread as the person who wrote in sees it. */
export const ticketMessageSchema = z.object({
  id: z.string(),
  /** `requester`: the member or visitor who opened the ticket; `staff`: our reply. */
  author: z.enum(['requester', 'staff']),
  /** For staff, the first name they sign with ("Anita from Support"); for the requester, "You". */
  authorName: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime()
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A ticket in a list (the member's, or the staff queue's common part). */
export const ticketSummarySchema = z.object({
  number: ticketNumberSchema,
  kind: z.enum(TICKET_KINDS),
  /** null for a contact-form ticket (the visitor chose no category). */
  category: z.enum(TICKET_CATEGORY_IDS).nullable(),
  subject: z.string(),
  status: z.enum(TICKET_STATUS_IDS),
  createdAt: z.iso.datetime(),
  /** The last message either way. */
  updatedAt: z.iso.datetime(),
  /** Staff replies the requester has not opened yet. */
  unreadReplies: z.number().int().nonnegative()
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** One ticket with its thread, as the requester sees it (no notes, no audit, no assignee). */
export const ticketSchema = ticketSummarySchema.extend({
  /** The receipt a payment ticket is about. */
  receiptNumber: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
  /** When we promise the next answer (first reply, or a grievance's resolution); null once resolved. */
  replyDueBy: z.iso.datetime().nullable(),
  /** A grievance's resolution deadline (15 days); null for other tickets. */
  resolveBy: z.iso.datetime().nullable()
});
export type Ticket = z.infer<typeof ticketSchema>;

export const openTicketBodySchema = z
  .object({
    category: z.enum(TICKET_CATEGORY_IDS),
    subject: subjectText,
    message: messageText,
    /** Only with the `payment` category: one of the member's own receipts. */
    receiptNumber: receiptNumber.optional(),
    /** A grievance under the IT Rules 2021 (acknowledged in 24 hours, resolved in 15 days). */
    grievance: z.boolean().default(false)
  })
  .strict();
export type OpenTicketBody = z.infer<typeof openTicketBodySchema>;

export const ticketReplyBodySchema = z.object({ text: messageText }).strict();

/** A grievance from someone not signed in (the help page's form); answered by e-mail like the contact form. */
export const openGrievanceBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Please write your name.').max(100, 'must be at most 100 characters'),
    email: z.email('Please enter a valid e-mail address.').max(320),
    subject: subjectText,
    message: messageText,
    /** The page's language: our e-mails to the visitor are written in it (English when absent). */
    locale: z.enum(LOCALE_CODES).optional()
  })
  .strict();

export const ticketOpenedSchema = z.object({
  number: ticketNumberSchema,
  /** "Message Sent Successfully!" */
  title: z.string(),
  /** "Your ticket number is T1000042. We will reply within 24 hours." */
  description: z.string()
});

// ---- staff ----

/** Who wrote in, as staff see them: a member by name and number (never a mobile or an e-mail), or a visitor. */
export const ticketRequesterSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('member'),
    profileId: z.string().nullable(),
    displayName: z.string(),
    memberNumber: z.string().nullable(),
    plan: z.enum(['free', 'premium'])
  }),
  z.object({ type: z.literal('visitor'), name: z.string() })
]);

export const staffTicketSummarySchema = ticketSummarySchema.omit({ unreadReplies: true }).extend({
  requester: ticketRequesterSchema,
  /** The deadline the queue is ordered by: the next reply (or a grievance's acknowledgement/resolution). */
  dueAt: z.iso.datetime().nullable(),
  overdue: z.boolean(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable()
});
export type StaffTicketSummary = z.infer<typeof staffTicketSummarySchema>;

export const ticketNoteSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime()
});

export const ticketAuditEntrySchema = z.object({
  /** opened, replied, noted, assigned, unassigned, resolved, reopened, member-replied, member-closed, refund-issued */
  action: z.string(),
  /** Staff name, "member", "visitor" or "system". */
  by: z.string(),
  at: z.iso.datetime()
});

export const staffTicketSchema = staffTicketSummarySchema.extend({
  receiptNumber: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
  /** Internal: never in a member's or visitor's answer or e-mail. */
  notes: z.array(ticketNoteSchema),
  audit: z.array(ticketAuditEntrySchema),
  resolveBy: z.iso.datetime().nullable(),
  firstRepliedAt: z.iso.datetime().nullable(),
  resolvedAt: z.iso.datetime().nullable()
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

/** The queue: open tickets by due time (a tie goes to Premium); filters narrow it. */
export const supportQueueQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['open', 'resolved', ...TICKET_STATUS_IDS]).default('open'),
  kind: z.enum(TICKET_KINDS).optional(),
  category: z.enum(TICKET_CATEGORY_IDS).optional(),
  plan: z.enum(['free', 'premium']).optional(),
  assignee: z.enum(['me', 'unassigned']).optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** A ticket number or words of the subject. */
  q: z.string().trim().max(100).optional()
});

export const staffReplyBodySchema = z
  .object({
    text: messageText,
    /** The canned reply it started from, kept for the measures. */
    cannedReplyId: z.enum(CANNED_REPLY_IDS).optional(),
    /** Reply and resolve in one step. */
    resolve: z.boolean().default(false)
  })
  .strict();

export const ticketNoteBodySchema = z.object({ text: messageText }).strict();
export const ticketAssigneeBodySchema = z.object({ assignee: z.enum(['me']).nullable() }).strict();
export const ticketStatusBodySchema = z.object({ status: z.enum(['resolved', 'reopened']) }).strict();

/** One row of the measures: a plan and a category (or a grievance), over the chosen days. */
export const supportMeasureRowSchema = z.object({
  plan: z.enum(['free', 'premium', 'visitor']),
  category: z.enum([...TICKET_CATEGORY_IDS, 'contact', 'grievance']),
  opened: z.number().int().nonnegative(),
  /** Minutes from opening to the first staff reply; null with no replied ticket. */
  firstReplyP50: z.number().nonnegative().nullable(),
  firstReplyP95: z.number().nonnegative().nullable(),
  /** Minutes from opening to resolution; null with no resolved ticket. */
  resolutionP50: z.number().nonnegative().nullable(),
  resolutionP95: z.number().nonnegative().nullable(),
  /** Tickets whose first reply came after its due time, or are open past it. */
  missedDue: z.number().int().nonnegative()
});

export const supportMeasuresSchema = z.object({
  days: z.number().int(),
  rows: z.array(supportMeasureRowSchema)
});

export const supportTicketRoutes = {
  openTicket: defineRoute({
    name: 'notify.openTicket',
    method: 'POST',
    path: '/tickets',
    auth: 'member',
    summary:
      'A signed-in member writes to us (Help → Write to us) or files a grievance; answers the ticket number and when we will reply',
    request: { body: openTicketBodySchema },
    response: { status: 201, body: ticketOpenedSchema },
    errors: ['receipt_not_yours', 'tickets_rate_limited']
  }),
  listMyTickets: defineRoute({
    name: 'notify.listMyTickets',
    method: 'GET',
    path: '/tickets',
    auth: 'member',
    summary: 'The member’s own tickets, open first, newest activity first',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: pagedResponseSchema(ticketSummarySchema) },
    errors: []
  }),
  getMyTicket: defineRoute({
    name: 'notify.getMyTicket',
    method: 'GET',
    path: '/tickets/:number',
    auth: 'member',
    summary: 'One of the member’s own tickets with its thread (marks our replies read); another’s is 404',
    request: { params: ticketParams },
    response: { status: 200, body: ticketSchema },
    errors: ['ticket_not_found']
  }),
  replyToMyTicket: defineRoute({
    name: 'notify.replyToMyTicket',
    method: 'POST',
    path: '/tickets/:number/messages',
    auth: 'member',
    summary: 'The member replies; a resolved ticket opens again (waiting for us)',
    request: { params: ticketParams, body: ticketReplyBodySchema },
    response: { status: 200, body: ticketSchema },
    errors: ['ticket_not_found']
  }),
  closeMyTicket: defineRoute({
    name: 'notify.closeMyTicket',
    method: 'POST',
    path: '/tickets/:number/close',
    auth: 'member',
    summary: 'The member marks their ticket resolved; a repeat changes nothing',
    request: { params: ticketParams },
    response: { status: 200, body: ticketSchema },
    errors: ['ticket_not_found']
  }),
  openGrievance: defineRoute({
    name: 'notify.openGrievance',
    method: 'POST',
    path: '/grievances',
    auth: 'public',
    summary:
      'A grievance from someone not signed in (the help page): a ticket answered by e-mail, acknowledged within 24 hours and resolved within 15 days; rate limited per address',
    request: { body: openGrievanceBodySchema },
    response: { status: 201, body: ticketOpenedSchema },
    errors: ['tickets_rate_limited']
  }),
  readTicketByLink: defineRoute({
    name: 'notify.readTicketByLink',
    method: 'GET',
    path: '/ticket-links/:token',
    auth: 'public',
    summary:
      'The ticket a visitor’s e-mail link names, with its thread (the link is the authority; it reaches that ticket only)',
    request: { params: linkParams },
    response: { status: 200, body: ticketSchema },
    errors: ['ticket_link_invalid']
  }),
  replyByLink: defineRoute({
    name: 'notify.replyByLink',
    method: 'POST',
    path: '/ticket-links/:token/messages',
    auth: 'public',
    summary: 'A visitor replies through their e-mail link; a resolved ticket opens again',
    request: { params: linkParams, body: ticketReplyBodySchema },
    response: { status: 200, body: ticketSchema },
    errors: ['ticket_link_invalid']
  }),
  supportQueue: defineRoute({
    name: 'notify.supportQueue',
    method: 'GET',
    path: '/admin/tickets',
    auth: 'admin',
    summary:
      'The help-desk queue: by due time, a tie to Premium; overdue marked; filters by status, kind, category, plan, assignee, overdue and words (administrators only)',
    request: { query: supportQueueQuerySchema },
    response: {
      status: 200,
      body: pagedResponseSchema(staffTicketSummarySchema).extend({
        /** Open tickets past their due time, whatever the filters. */
        overdueCount: z.number().int().nonnegative()
      })
    },
    errors: []
  }),
  supportTicket: defineRoute({
    name: 'notify.supportTicket',
    method: 'GET',
    path: '/admin/tickets/:number',
    auth: 'admin',
    summary: 'One ticket with its thread, internal notes and audit (administrators only)',
    request: { params: ticketParams },
    response: { status: 200, body: staffTicketSchema },
    errors: ['ticket_not_found']
  }),
  replyToTicket: defineRoute({
    name: 'notify.replyToTicket',
    method: 'POST',
    path: '/admin/tickets/:number/replies',
    auth: 'admin',
    summary:
      'Staff reply: the member gets it in the product and by e-mail, a visitor by e-mail with their link; optionally resolves (administrators only)',
    request: { params: ticketParams, body: staffReplyBodySchema },
    response: { status: 200, body: staffTicketSchema },
    errors: ['ticket_not_found']
  }),
  addTicketNote: defineRoute({
    name: 'notify.addTicketNote',
    method: 'POST',
    path: '/admin/tickets/:number/notes',
    auth: 'admin',
    summary: 'An internal note: staff only, never shown or sent to the member (administrators only)',
    request: { params: ticketParams, body: ticketNoteBodySchema },
    response: { status: 200, body: staffTicketSchema },
    errors: ['ticket_not_found']
  }),
  assignTicket: defineRoute({
    name: 'notify.assignTicket',
    method: 'PUT',
    path: '/admin/tickets/:number/assignee',
    auth: 'admin',
    summary: 'Assigns the ticket to the caller (`me`) or unassigns it (`null`) (administrators only)',
    request: { params: ticketParams, body: ticketAssigneeBodySchema },
    response: { status: 200, body: staffTicketSchema },
    errors: ['ticket_not_found']
  }),
  setTicketStatus: defineRoute({
    name: 'notify.setTicketStatus',
    method: 'PUT',
    path: '/admin/tickets/:number/status',
    auth: 'admin',
    summary: 'Resolves or reopens the ticket; a repeat changes nothing (administrators only)',
    request: { params: ticketParams, body: ticketStatusBodySchema },
    response: { status: 200, body: staffTicketSchema },
    errors: ['ticket_not_found']
  }),
  supportMeasures: defineRoute({
    name: 'notify.supportMeasures',
    method: 'GET',
    path: '/admin/support-measures',
    auth: 'admin',
    summary:
      'First-reply and resolution times (p50, p95, minutes) and missed due times by plan and category over the last `days` (administrators only)',
    request: { query: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }) },
    response: { status: 200, body: supportMeasuresSchema },
    errors: []
  })
};
