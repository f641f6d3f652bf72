import { z } from 'zod';
import { type StreamName } from './streams';
import { LOCALE_CODES } from '@matrimony/i18n/codes';

const isoDateTime = z.iso.datetime({ offset: true });
const userId = z.string().min(1);

const profileEventData = z.object({
  userId,
  profileId: z.string().min(1),
  fullName: z.string().min(1),
  gender: z.enum(['male', 'female']),
  moderationStatus: z.enum(['pending', 'approved', 'rejected', 'suspended']),
  /**
   * The primary photo's card-size URL as svc-profile serves it (access-checked when fetched), null without a
   * photo; absent from events written before it was added. svc-notify shows it in a member's conversation list.
   */
  cardPhotoUrl: z.string().startsWith('/').nullable().optional(),
  /**
   * The member number others quote ("M1234567"); absent from events written before it was added. svc-notify names
   * the other member of a conversation by it (and the name) in a data export.
   */
  memberNumber: z.string().min(1).optional(),
  /**
   * The state the profile says the member lives in (a catalog state name); absent from events written before it was
   * added. svc-billing's invoices name it as the place of supply.
   */
  state: z.string().min(1).optional(),
  /**
   * The member hid their profile (a Premium choice); absent from events written before it was added. svc-notify then
   * names them to nobody but a mutual match.
   */
  hidden: z.boolean().optional()
});

/** What the help desk's events say of a ticket: its number and what kind it is, never who wrote or what. */
const ticketEventData = z.object({
  number: z.string().regex(/^T\d{7}$/),
  kind: z.enum(['contact', 'member', 'grievance']),
  category: z.string().min(1).nullable(),
  plan: z.enum(['free', 'premium', 'visitor'])
});

/** One member blocked another, or lifted the block: ids only. `at` orders a block and its lifting. */
const blockEventData = z.object({
  blockerUserId: userId,
  blockedUserId: userId,
  blockerProfileId: z.string().min(1),
  blockedProfileId: z.string().min(1),
  at: isoDateTime
});

/** A member's standing changed by an administrator (moderation): ids only. */
const memberEventData = z.object({ userId, profileId: z.string().min(1), at: isoDateTime });

/** Ids only (no names, no contact details): consumers look up what they need. */
const interestEventData = z.object({
  interestId: z.string().min(1),
  fromUserId: userId,
  toUserId: userId,
  fromProfileId: z.string().min(1),
  toProfileId: z.string().min(1)
});

/** A service's part of a member's data export is in the EXPORTS object store (ids and object names only). */
const exportPartReadyData = z.object({
  exportId: z.uuid(),
  userId,
  /** The names of the objects written, each under `<exportId>/` (events.md, "The member's data"). */
  objects: z.array(z.string().min(1).max(512)).min(1).max(64)
});

/**
 * The one list of every event subject: the stream that stores it and the schema of its `data`.
 * docs/events.md is the readable version of this file; change both together.
 */
export const eventCatalogue = {
  'identity.user.registered': {
    stream: 'IDENTITY',
    data: z.object({
      userId,
      mobile: z.string().regex(/^\d{10}$/),
      email: z.email(),
      fullName: z.string().min(1),
      /** The language the member signed up in (their e-mails' language until they choose another); absent: not said. */
      locale: z.enum(LOCALE_CODES).optional()
    })
  },
  'identity.user.deleted': {
    stream: 'IDENTITY',
    data: z.object({ userId })
  },
  /** The member's password was changed (a reset link was used, or the member changed it on /settings): they are told by e-mail. */
  'identity.user.password-changed': {
    stream: 'IDENTITY',
    data: z.object({ userId, changedAt: isoDateTime })
  },
  /**
   * The member changed their e-mail address (confirmed by a link sent to it) or mobile number (confirmed by a code
   * texted to it) on /settings. Carries the account's contact details after the change, as the registration event
   * does, for the read models (profile contact, notify recipients, billing's welcome-offer numbers); `previousEmail`
   * (an e-mail change only) is where svc-notify sends the security notice. `changedAt` orders two changes that
   * arrive the other way round: a consumer keeps the newer.
   */
  'identity.user.contact-changed': {
    stream: 'IDENTITY',
    data: z.object({
      userId,
      mobile: z.string().regex(/^\d{10}$/),
      email: z.email(),
      changed: z.enum(['email', 'mobile']),
      previousEmail: z.email().optional(),
      changedAt: isoDateTime
    })
  },
  /** An administrator suspended the member (profile.member.suspended): the account is disabled and its sessions ended. `at` is the moderation decision's time. */
  'identity.user.suspended': { stream: 'IDENTITY', data: z.object({ userId, at: isoDateTime }) },
  /** The suspension was lifted (profile.member.reinstated): the account is enabled again. */
  'identity.user.reinstated': { stream: 'IDENTITY', data: z.object({ userId, at: isoDateTime }) },
  /**
   * Which of the member's verification checks hold (docs/product-rules.md#verification): never the method, the
   * document or anything it held. svc-profile shows the badges from it.
   */
  'identity.verification.changed': {
    stream: 'IDENTITY',
    data: z.object({ userId, checks: z.object({ mobile: z.boolean(), id: z.boolean() }) })
  },
  /**
   * A moderator decided on a member's ID document (docs/product-rules.md#verification): ids, the decision and the
   * reject reason's id only, never the document or what it showed. svc-profile writes it to the moderation audit log.
   */
  'identity.verification.reviewed': {
    stream: 'IDENTITY',
    data: z.object({
      userId,
      check: z.enum(['id']),
      decision: z.enum(['approved', 'rejected']),
      reason: z.string().min(1).nullable(),
      actorUserId: userId,
      at: isoDateTime
    })
  },
  /** The member asked for a copy of their data: every service writes its part to the EXPORTS object store. */
  'identity.export.requested': {
    stream: 'IDENTITY',
    data: z.object({ exportId: z.uuid(), userId, requestedAt: isoDateTime })
  },
  'identity.otp.requested': {
    stream: 'IDENTITY_SECRETS',
    data: z.object({
      mobile: z.string().regex(/^\d{10}$/),
      code: z.string().regex(/^\d{6}$/),
      expiresAt: isoDateTime,
      /** The language of the page that asked (the SMS is written in it); absent from older publishers: English. */
      locale: z.enum(LOCALE_CODES).optional(),
      /** A member changing their number: the SMS is in their stored language (svc-notify's settings). */
      userId: userId.optional()
    })
  },
  /**
   * Someone asked for a sign-up code for a number that already has an account: no code is sent (the API
   * answers exactly as for a new number, so it cannot tell which numbers are members); the owner is told
   * by SMS instead.
   */
  'identity.otp.withheld': {
    stream: 'IDENTITY_SECRETS',
    data: z.object({
      mobile: z.string().regex(/^\d{10}$/),
      reason: z.literal('registered'),
      /** The language of the page that asked (the SMS is written in it); absent from older publishers: English. */
      locale: z.enum(LOCALE_CODES).optional()
    })
  },
  'identity.password-reset.requested': {
    stream: 'IDENTITY_SECRETS',
    data: z.object({
      userId,
      email: z.email(),
      fullName: z.string().min(1),
      resetUrl: z.url(),
      expiresAt: isoDateTime
    })
  },
  /** A member asked to change their e-mail address: the confirmation link goes to the new address (never through the outbox). */
  'identity.email-change.requested': {
    stream: 'IDENTITY_SECRETS',
    data: z.object({
      userId,
      email: z.email(),
      fullName: z.string().min(1),
      confirmUrl: z.url(),
      expiresAt: isoDateTime
    })
  },
  'profile.created': { stream: 'PROFILE', data: profileEventData },
  'profile.updated': { stream: 'PROFILE', data: profileEventData },
  'profile.interest.sent': { stream: 'PROFILE', data: interestEventData },
  'profile.interest.accepted': { stream: 'PROFILE', data: interestEventData },
  'profile.interest.declined': { stream: 'PROFILE', data: interestEventData },
  /** By the sender, or because one of the two blocked the other (`reason`). */
  'profile.interest.withdrawn': {
    stream: 'PROFILE',
    data: interestEventData.extend({ reason: z.enum(['sender', 'blocked']) })
  },
  /** Pending for 30 days without an answer. */
  'profile.interest.expired': { stream: 'PROFILE', data: interestEventData },
  /** An interest was accepted (or crossed one the other way): both members now see each other's full name. */
  'profile.match.created': { stream: 'PROFILE', data: interestEventData },
  /** One member blocked another: their conversation ends for both (svc-notify). */
  'profile.member.blocked': { stream: 'PROFILE', data: blockEventData },
  /** The block was lifted: a conversation it ended opens again while they are still a mutual match. */
  'profile.member.unblocked': { stream: 'PROFILE', data: blockEventData },
  /** Once per viewer, profile and day (Asia/Kolkata). */
  'profile.viewed': {
    stream: 'PROFILE',
    data: z.object({
      viewerUserId: userId,
      ownerUserId: userId,
      viewerProfileId: z.string().min(1),
      ownerProfileId: z.string().min(1),
      viewedAt: isoDateTime
    })
  },
  /** A member reported a profile: for the moderation queue (acknowledged within 24 h, resolved within 15 days). */
  'profile.report.filed': {
    stream: 'PROFILE',
    data: z.object({
      reportId: z.string().min(1),
      ticketNumber: z.string().min(1),
      reporterUserId: userId,
      reportedUserId: userId,
      reportedProfileId: z.string().min(1),
      reason: z.string().min(1),
      filedAt: isoDateTime
    })
  },
  /** An administrator decided a new or changed profile; the member is told, with the reason of a rejection. */
  'profile.moderation.decided': {
    stream: 'PROFILE',
    data: memberEventData.extend({
      decision: z.enum(['approved', 'rejected']),
      reason: z.string().nullable()
    })
  },
  /** A moderator decided the member's selfie for the photo check; the member is told, with the reason of a rejection. */
  'profile.photo-check.decided': {
    stream: 'PROFILE',
    data: memberEventData.extend({
      decision: z.enum(['approved', 'rejected']),
      /** The rejection's reason as the member reads it, else null. */
      reason: z.string().nullable()
    })
  },
  /** A report was resolved (dismissed, or acted on): the reporter is told, by ticket number. */
  'profile.report.resolved': {
    stream: 'PROFILE',
    data: z.object({
      reportId: z.string().min(1),
      ticketNumber: z.string().min(1),
      reporterUserId: userId,
      reportedProfileId: z.string().min(1),
      outcome: z.enum(['dismissed', 'actioned']),
      resolvedAt: isoDateTime
    })
  },
  /** Reports about the member were upheld and they were warned: they are told by e-mail. */
  'profile.member.warned': { stream: 'PROFILE', data: memberEventData },
  /** Hidden everywhere; svc-identity disables the account and ends its sessions (then identity.user.suspended). */
  'profile.member.suspended': { stream: 'PROFILE', data: memberEventData },
  /** The suspension was lifted; svc-identity enables the account again. */
  'profile.member.reinstated': { stream: 'PROFILE', data: memberEventData },
  /** Banned: svc-identity deletes the account through the member's own deletion path and bars the mobile. */
  'profile.member.banned': { stream: 'PROFILE', data: memberEventData },
  /** svc-profile's part of an export (the profile, its connections, the member's own photos) is written. */
  'profile.export.part-ready': { stream: 'PROFILE', data: exportPartReadyData },
  'billing.subscription.changed': {
    stream: 'BILLING',
    data: z.object({
      userId,
      subscriptionId: z.string().min(1),
      planType: z.enum(['free', 'premium']),
      status: z.enum(['active', 'cancelled', 'expired']),
      startDate: isoDateTime,
      endDate: isoDateTime.nullable(),
      amount: z.number().nonnegative(),
      reason: z.enum(['welcome-offer', 'expired', 'purchased', 'renewed', 'erased', 'refunded'])
    })
  },
  /**
   * A member's premium ends within 3 days (periodic job): told once per subscription and end date, so a renewal
   * that moves the end date can be told again. svc-notify tells the member in the site and by e-mail.
   */
  'billing.subscription.expiring': {
    stream: 'BILLING',
    data: z.object({ userId, subscriptionId: z.string().min(1), endDate: isoDateTime })
  },
  /** A member paid for one profile's contact details: theirs for good (svc-profile's contact endpoint reads it). */
  'billing.contact.unlocked': {
    stream: 'BILLING',
    data: z.object({
      userId,
      profileId: z.string().min(1),
      orderId: z.string().min(1),
      unlockedAt: isoDateTime
    })
  },
  /**
   * A contact unlock was taken back (its payment was refunded): svc-profile's contact endpoint stops showing that
   * profile's contact through it. `orderId` names the unlock withdrawn, so a later purchase of the same profile
   * (another order) is not undone by a late withdrawal.
   */
  'billing.contact.withdrawn': {
    stream: 'BILLING',
    data: z.object({
      userId,
      profileId: z.string().min(1),
      orderId: z.string().min(1),
      withdrawnAt: isoDateTime,
      reason: z.enum(['refunded'])
    })
  },
  /**
   * A payment's receipt was issued (once per order). svc-notify keeps which receipt numbers are whose, so a member's
   * payment ticket can name only their own receipt.
   */
  'billing.receipt.issued': {
    stream: 'BILLING',
    data: z.object({
      userId,
      receiptNumber: z.string().regex(/^MAT-\d{4}-\d{6}$/),
      issuedAt: isoDateTime
    })
  },
  /** svc-billing's part of an export (subscriptions, orders, receipts, unlocks) is written. */
  'billing.export.part-ready': { stream: 'BILLING', data: exportPartReadyData },
  /** svc-notify's part of an export (notifications, settings, messages sent to the member) is written. */
  'notify.export.part-ready': { stream: 'NOTIFY', data: exportPartReadyData },
  /** A help-desk ticket was opened (the measures' count): no requester, no text. */
  'notify.ticket.opened': { stream: 'NOTIFY', data: ticketEventData.extend({ dueAt: isoDateTime }) },
  /** Staff replied; `minutesSinceOpened` with `first` is the ticket's time to first reply. */
  'notify.ticket.replied': {
    stream: 'NOTIFY',
    data: ticketEventData.extend({
      first: z.boolean(),
      minutesSinceOpened: z.number().int().nonnegative(),
      late: z.boolean()
    })
  },
  /** The ticket was resolved (by staff or the requester); a reopened ticket resolved again says so again. */
  'notify.ticket.resolved': {
    stream: 'NOTIFY',
    data: ticketEventData.extend({
      by: z.enum(['staff', 'requester']),
      minutesSinceOpened: z.number().int().nonnegative()
    })
  }
} as const satisfies Record<string, { stream: StreamName; data: z.ZodType }>;

export type EventSubject = keyof typeof eventCatalogue;
export type EventData<S extends EventSubject> = z.infer<(typeof eventCatalogue)[S]['data']>;

export interface EventEnvelope<S extends EventSubject = EventSubject> {
  id: string;
  type: S;
  occurredAt: string;
  data: EventData<S>;
}

export function isEventSubject(subject: string): subject is EventSubject {
  return Object.hasOwn(eventCatalogue, subject);
}

export function streamOf(subject: EventSubject): StreamName {
  return eventCatalogue[subject].stream;
}
