// The help desk's demo tickets (svc-notify's `support_tickets` documents), so the console has a queue at first
// start: a Premium member's payment ticket due soon, a free member's older ticket waiting for us, one overdue, a
// visitor's grievance, a resolved one with our reply (for the measures) and a contact-form message. Times are
// relative to the seeding time; the due times follow docs/product-rules.md#help-desk.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  FIRST_REPLY_HOURS,
  GRIEVANCE_RESOLVE_DAYS,
  PREMIUM_FIRST_REPLY_HOURS,
  type TicketCategory,
  type TicketKind,
  type TicketStatus
} from '@matrimony/catalog/support';

const HOUR_MS = 60 * 60 * 1000;
/** svc-notify's sort key for a ticket that owes nothing (after every due time). */
const NOTHING_DUE = new Date(8_640_000_000_000_000);

export type DemoPlan = 'free' | 'premium' | 'visitor';

export interface DemoRequester {
  member?: { userId: string; profileId: string | null };
  visitor?: { name: string; email: string };
  plan: DemoPlan;
}

interface Step {
  /** Hours before the seeding time. */
  hoursAgo: number;
  by: 'requester' | 'staff';
  text: string;
}

export interface DemoTicketScript {
  kind: TicketKind;
  category: TicketCategory | null;
  subject: string;
  /** The thread, oldest first: the first step opens the ticket. */
  steps: Step[];
  /** Resolved this many hours ago. */
  resolvedHoursAgo?: number;
}

const STAFF_NAME = 'Meera from Support';

/** The ticket document svc-notify stores, with the due times its rules give. */
export function ticketDoc(
  number: string,
  script: DemoTicketScript,
  requester: DemoRequester,
  staffUserId: string,
  now: Date
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const windowMs = (requester.plan === 'premium' ? PREMIUM_FIRST_REPLY_HOURS : FIRST_REPLY_HOURS) * HOUR_MS;
  const openedAt = at(script.steps[0]!.hoursAgo);
  const resolveBy =
    script.kind === 'grievance' ? new Date(openedAt.getTime() + GRIEVANCE_RESOLVE_DAYS * 24 * HOUR_MS) : null;
  const dueFrom = (from: Date) => {
    const due = new Date(from.getTime() + windowMs);
    return resolveBy && resolveBy < due ? resolveBy : due;
  };
  const firstDueAt = dueFrom(openedAt);
  const messages = script.steps.map((step) => ({
    id: randomUUID(),
    author: step.by,
    authorName: step.by === 'staff' ? STAFF_NAME : requester.visitor ? requester.visitor.name : 'member',
    staffUserId: step.by === 'staff' ? staffUserId : null,
    text: step.text,
    sentAt: at(step.hoursAgo),
    readByRequester: step.by === 'requester',
    cannedReplyId: null
  }));
  const last = script.steps.at(-1)!;
  const firstReply = script.steps.find((step) => step.by === 'staff');
  const resolved = script.resolvedHoursAgo !== undefined;
  const status: TicketStatus = resolved
    ? 'resolved'
    : last.by === 'staff'
      ? 'waiting-for-member'
      : script.steps.length === 1
        ? 'new'
        : 'waiting-for-us';
  const dueAt = resolved ? null : last.by === 'staff' ? resolveBy : dueFrom(at(last.hoursAgo));
  const audit = [
    { action: 'opened', by: requester.visitor ? 'visitor' : 'member', at: openedAt },
    ...script.steps.slice(1).map((step) => ({
      action: step.by === 'staff' ? 'replied' : `${requester.visitor ? 'visitor' : 'member'}-replied`,
      by: step.by === 'staff' ? STAFF_NAME : requester.visitor ? 'visitor' : 'member',
      at: at(step.hoursAgo)
    })),
    ...(resolved ? [{ action: 'resolved', by: STAFF_NAME, at: at(script.resolvedHoursAgo!) }] : [])
  ];
  return {
    _id: number,
    kind: script.kind,
    category: script.category,
    subject: script.subject,
    status,
    requester: requester.visitor
      ? { type: 'visitor', name: requester.visitor.name, email: requester.visitor.email }
      : { type: 'member', userId: requester.member!.userId, profileId: requester.member!.profileId },
    plan: requester.plan,
    receiptNumber: null as string | null,
    messages,
    notes: [] as unknown[],
    audit,
    assignee: null,
    dueAt,
    firstDueAt,
    resolveBy,
    firstRepliedAt: firstReply ? at(firstReply.hoursAgo) : null,
    resolvedAt: resolved ? at(script.resolvedHoursAgo!) : null,
    createdAt: openedAt,
    updatedAt: at(last.hoursAgo),
    dueSort: dueAt ?? NOTHING_DUE,
    planRank: requester.plan === 'premium' ? 0 : 1,
    openRank: resolved ? 1 : 0,
    linkKey: randomBytes(16).toString('base64url'),
    pendingEvents: [] as unknown[]
  };
}

export type DemoTicketDoc = ReturnType<typeof ticketDoc>;

/** Who writes which demo ticket: a ready member by key, or a visitor. */
export const DEMO_TICKETS = [
  {
    who: 'bride',
    script: {
      kind: 'member',
      category: 'payment',
      subject: 'My payment failed but money was taken',
      steps: [
        {
          hoursAgo: 1,
          by: 'requester',
          text: 'I tried to renew Premium this morning. The page said the payment failed, but my bank shows the amount taken. Please check.'
        }
      ]
    }
  },
  {
    who: 'free',
    script: {
      kind: 'member',
      category: 'account',
      subject: 'Cannot change my mobile number',
      steps: [
        { hoursAgo: 30, by: 'requester', text: 'The code for my new number never arrives.' },
        {
          hoursAgo: 27,
          by: 'staff',
          text: 'Thank you for writing to us. Which network is the new number on, and roughly when did you try?'
        },
        { hoursAgo: 5, by: 'requester', text: 'It is on Jio. I tried yesterday evening and again today.' }
      ]
    }
  },
  {
    who: 'groom',
    script: {
      kind: 'member',
      category: 'technical',
      subject: 'Photos do not load on my phone',
      steps: [{ hoursAgo: 6, by: 'requester', text: 'Every photo shows a grey box since yesterday.' }]
    }
  },
  {
    who: 'visitor-grievance',
    script: {
      kind: 'grievance',
      category: null,
      subject: 'A profile uses my photos',
      steps: [
        {
          hoursAgo: 3,
          by: 'requester',
          text: 'Someone made a profile with my pictures. I am not a member. Please remove it.'
        }
      ]
    }
  },
  {
    who: 'suitor',
    script: {
      kind: 'member',
      category: 'other',
      subject: 'How do I hide my profile for a while?',
      steps: [
        { hoursAgo: 72, by: 'requester', text: 'I am travelling for a month. Can I hide my profile?' },
        {
          hoursAgo: 70,
          by: 'staff',
          text: 'Yes: Settings → Privacy → Hide my profile. Nobody but your mutual matches will see you until you show it again.'
        }
      ],
      resolvedHoursAgo: 67
    }
  },
  {
    who: 'visitor-contact',
    script: {
      kind: 'contact',
      category: null,
      subject: 'Do you have profiles from Pune?',
      steps: [
        {
          hoursAgo: 10,
          by: 'requester',
          text: 'My daughter lives in Pune. Before we sign up, can you tell us whether there are members there?'
        }
      ]
    }
  }
] as const satisfies readonly { who: string; script: DemoTicketScript }[];

export const DEMO_VISITORS = {
  'visitor-grievance': { name: 'Shalini Rao', email: 'shalini.visitor@example.in' },
  'visitor-contact': { name: 'Ramesh Kulkarni', email: 'ramesh.visitor@example.in' }
} as const;
