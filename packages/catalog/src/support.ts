// The help desk: what a ticket is about, where it stands, when its replies are due, and the replies staff start
// from. svc-notify keeps the tickets; the help pages and the console show these words.
import { REPORT_ACKNOWLEDGE_HOURS, REPORT_RESOLVE_DAYS, SUPPORT_REPLY_HOURS } from './constants';

/** What a member's ticket is about (the "Write to us" form's choices); a grievance is a kind, not a category. */
export const TICKET_CATEGORIES = [
  { id: 'account', label: 'My account' },
  { id: 'payment', label: 'A payment or refund' },
  { id: 'safety', label: 'Safety or a member’s behaviour' },
  { id: 'technical', label: 'Something does not work' },
  { id: 'other', label: 'Something else' }
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number]['id'];
export const TICKET_CATEGORY_IDS = TICKET_CATEGORIES.map((c) => c.id) as [
  TicketCategory,
  ...TicketCategory[]
];

/**
 * How the ticket reached us: the public contact form (a visitor, answered by e-mail), a signed-in member's
 * "Write to us", or a grievance (IT Rules 2021 timelines, from the help page, signed in or not).
 */
export const TICKET_KINDS = ['contact', 'member', 'grievance'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

export const TICKET_STATUSES = [
  { id: 'new', label: 'New' },
  { id: 'waiting-for-us', label: 'Waiting for us' },
  { id: 'waiting-for-member', label: 'Waiting for you' },
  { id: 'resolved', label: 'Resolved' }
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number]['id'];
export const TICKET_STATUS_IDS = TICKET_STATUSES.map((s) => s.id) as [TicketStatus, ...TicketStatus[]];

/** Staff see "Waiting for the member" where a member reads "Waiting for you". */
export const TICKET_STATUS_STAFF_LABELS: Record<TicketStatus, string> = {
  new: 'New',
  'waiting-for-us': 'Waiting for us',
  'waiting-for-member': 'Waiting for the member',
  resolved: 'Resolved'
};

/** First reply due after this many hours for a Premium member (priority support). */
export const PREMIUM_FIRST_REPLY_HOURS = 4;
/** First reply due for everyone else (the site's promise). */
export const FIRST_REPLY_HOURS = SUPPORT_REPLY_HOURS;
/** A grievance is acknowledged within this many hours and resolved within this many days. */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = REPORT_ACKNOWLEDGE_HOURS;
export const GRIEVANCE_RESOLVE_DAYS = REPORT_RESOLVE_DAYS;

export const TICKET_SUBJECT_MAX_LENGTH = 200;
export const TICKET_MESSAGE_MAX_LENGTH = 5000;
/** Tickets a member or an address may open in a day (a person writes a few; a script writes hundreds). */
export const TICKETS_PER_DAY = 10;

/** "T" and seven digits, e.g. T1000042: what the person quotes when writing again. */
export const TICKET_NUMBER_PATTERN = /^T\d{7}$/;

/** Replies staff start from (editable before sending). */
export const CANNED_REPLIES = [
  {
    id: 'looking-into-it',
    title: 'We are looking into it',
    text: 'Thank you for writing to us. We are looking into this and will write again as soon as we know more.'
  },
  {
    id: 'need-details',
    title: 'Ask for details',
    text: 'Thank you for writing to us. To help you, we need a little more detail: what you did, what you saw, and roughly when. A screenshot helps too.'
  },
  {
    id: 'refund-issued',
    title: 'Refund issued',
    text: 'We have issued a full refund for this payment. Your bank usually credits it within 5 to 7 working days; the receipt now shows the refund.'
  },
  {
    id: 'refund-not-eligible',
    title: 'Refund not possible',
    text: 'We are sorry, but this payment is not one our refund policy covers: we refund technical problems lasting more than 48 hours, duplicate charges and long maintenance outages. If we have misunderstood what happened, please reply and tell us more.'
  },
  {
    id: 'grievance-acknowledged',
    title: 'Grievance acknowledged',
    text: `We have received your grievance and our Grievance Officer is looking into it. We will resolve it within ${REPORT_RESOLVE_DAYS} days and tell you what we did.`
  },
  {
    id: 'resolved',
    title: 'Resolved',
    text: 'We believe this is now sorted. If anything is still wrong, reply here and the ticket opens again.'
  }
] as const;
export type CannedReplyId = (typeof CANNED_REPLIES)[number]['id'];

export const SUPPORT_MESSAGES = {
  ticketOpened: {
    title: 'Message Sent Successfully!',
    description: 'Your ticket number is {ticket}. We will reply within {hours} hours.'
  },
  ticketNotFound: {
    title: 'Ticket Not Found',
    description: 'We could not find that ticket. Check the link or the ticket number.'
  },
  ticketLinkInvalid: {
    title: 'Link Not Valid',
    description: 'This link is not valid or has expired. Write to us again and quote your ticket number.'
  },
  ticketClosed: {
    title: 'Ticket Resolved',
    description: 'This ticket is resolved. Write to us again if you need more help.'
  },
  receiptNotYours: {
    title: 'Receipt Not Found',
    description: 'Pick one of your own receipts, or leave the receipt empty.'
  },
  tooManyTickets: {
    title: 'Too Many Messages',
    description:
      'You have written to us several times today. We will answer the tickets you have open; please reply there.'
  }
} as const;

/** What the "Write to us" and grievance forms say under a field before anything is sent. */
export const TICKET_FORM_ERRORS = {
  category: 'Please choose what your message is about.',
  subject: 'Please write a subject.',
  message: 'Please write a message.',
  name: 'Please write your name.',
  email: 'Please enter a valid e-mail address.',
  tooLong: (max: number) => `Please keep it to ${max} characters.`
} as const;

/** The grievance timelines in one sentence (the help pages and the "This is a grievance" box). */
export const GRIEVANCE_TIMELINES = `We acknowledge a grievance within ${GRIEVANCE_ACKNOWLEDGE_HOURS} hours and resolve it within ${GRIEVANCE_RESOLVE_DAYS} days.`;
