// svc-notify's route table: in-app notifications, notification settings and the one-click unsubscribe of
// e-mails, conversations between mutual matches (notify/conversations.ts) and their moderation
// (notify/message-moderation.ts), the help desk's tickets (notify/support-tickets.ts), the contact form and, outside
// production, the development outbox (the SMS and e-mails the development providers caught instead of sending).
import { z } from 'zod';
import {
  NOTIFICATION_CATEGORY_IDS,
  NOTIFICATION_CHANNEL_IDS,
  NOTIFICATION_SETTINGS_MESSAGES,
  NOTIFICATIONS_PAGE_SIZE,
  SWITCHABLE_NOTIFICATION_CATEGORY_IDS,
  type NotificationChannel,
  type SwitchableNotificationCategory
} from '@matrimony/catalog/notifications';
import { contactMessageSchema } from '@matrimony/catalog/validation';
import { LOCALE_CODES } from '@matrimony/i18n/codes';
import { objectId } from './ids';
import { conversationRoutes } from './notify/conversations';
import { messageModerationRoutes } from './notify/message-moderation';
import { supportTicketRoutes } from './notify/support-tickets';
import { defineRoute, type ServiceApi } from './route';

export const contactReceiptSchema = z.object({
  id: z.string(),
  /** What the person quotes when writing again. */
  ticket: z.string(),
  /** "Message Sent Successfully!" */
  title: z.string(),
  description: z.string().optional()
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  /** The list headers an e-mail was sent with (`List-Unsubscribe`, `List-Unsubscribe-Post`); empty for the rest. */
  headers: z.record(z.string(), z.string()),
  /** The language it was written in (`en` for a message stored before languages were recorded). */
  locale: z.enum(LOCALE_CODES),
  createdAt: z.iso.datetime()
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const outboxQuery = z.object({ to: z.string().trim().min(1).max(320).optional() });

/**
 * The other member a notification is about, as the reader may see them now (decided when the list is read): absent
 * when the item is about no member, or the member blocked or was blocked, is suspended or left, or (a profile view)
 * when the reader is not premium.
 */
export const notificationMemberSchema = z.object({
  profileId: z.string().min(1),
  /** As the text names them: first name and initial until a mutual match. */
  name: z.string().min(1),
  /** svc-profile's card photo route (checks on every fetch who may see it); null without a photo. */
  photoUrl: z.string().startsWith('/').nullable()
});
export type NotificationMember = z.infer<typeof notificationMemberSchema>;

/** One notification as its member sees it: what happened, in words, and where to go about it. */
export const notificationSchema = z.object({
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORY_IDS),
  /** "Priya S. sent you an interest." Names as other members see them (first name and initial until a match). */
  text: z.string(),
  /** A path on the site, e.g. /interest-received. */
  link: z.string().startsWith('/'),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  member: notificationMemberSchema.optional()
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationRoutes = {
  listNotifications: defineRoute({
    name: 'notify.listNotifications',
    method: 'GET',
    path: '/notifications',
    auth: 'member',
    summary:
      'The member’s notifications, newest first, a page at a time (`before`: the previous page’s `nextBefore`), with the unread count',
    request: {
      query: z.object({
        before: z
          .string()
          .regex(/^\d{1,15}\.[0-9a-f]{24}$/, 'Not a page cursor.')
          .optional(),
        limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE)
      })
    },
    response: {
      status: 200,
      body: z.object({
        items: z.array(notificationSchema),
        nextBefore: z.string().nullable(),
        unreadCount: z.number().int().nonnegative()
      })
    },
    errors: []
  }),
  getUnreadCount: defineRoute({
    name: 'notify.getUnreadCount',
    method: 'GET',
    path: '/notifications/unread-count',
    auth: 'member',
    summary: 'How many of the member’s notifications are unread (the polling fallback of the live stream)',
    response: { status: 200, body: unreadCountSchema },
    errors: []
  }),
  markNotificationsRead: defineRoute({
    name: 'notify.markNotificationsRead',
    method: 'POST',
    path: '/notifications/read',
    auth: 'member',
    summary:
      'Marks some of the member’s notifications (`ids`) or all of them (`all: true`) read; ids of other members’ notifications change nothing',
    request: {
      body: z.union([
        z.object({ ids: z.array(objectId('a notification id')).min(1).max(100) }).strict(),
        z.object({ all: z.literal(true) }).strict()
      ])
    },
    response: { status: 200, body: unreadCountSchema },
    errors: []
  }),
  streamNotifications: defineRoute({
    name: 'notify.streamNotifications',
    method: 'GET',
    path: '/notifications/stream',
    auth: 'member',
    summary:
      'Server-sent events: `event: unread` with `{ unreadCount }` at once and whenever it changes; the conversation events (`message`, `message-read`, `conversation-ended`: `conversationStreamEvents`); a comment every 20 s; closes when the access token expires (the client reconnects with a fresh one), and after `event: revoked` when the account is suspended or deleted (the client does not reconnect). 429 `stream_limit_reached` (with Retry-After) while the member already holds the most streams one replica keeps open for a member: the count is polled meanwhile',
    response: { status: 200, contentType: 'text/event-stream' },
    errors: ['stream_limit_reached']
  })
};

const SWITCH_INVALID = NOTIFICATION_SETTINGS_MESSAGES.switchInvalid.description;
const settingError = (unknown: string) => (issue: { code: string }) =>
  issue.code === 'unrecognized_keys' ? unknown : SWITCH_INVALID;
const onOff = z.boolean({ error: SWITCH_INVALID });
const channelSwitchesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_CHANNEL_IDS.map((channel) => [channel, onOff])) as Record<
    NotificationChannel,
    typeof onOff
  >,
  { error: settingError(NOTIFICATION_SETTINGS_MESSAGES.unknownChannel.description) }
);

/**
 * A member's notification settings: every switchable category (catalog `SWITCHABLE_NOTIFICATION_CATEGORY_IDS`)
 * with `inApp` and `email` on or off, all on until changed. Payment receipts, report acknowledgements and
 * security notices (password changed) are not in it: they are always sent.
 */
export const notificationSettingsSchema = z.strictObject(
  Object.fromEntries(
    SWITCHABLE_NOTIFICATION_CATEGORY_IDS.map((category) => [category, channelSwitchesSchema])
  ) as Record<SwitchableNotificationCategory, typeof channelSwitchesSchema>,
  { error: settingError(NOTIFICATION_SETTINGS_MESSAGES.unknownCategory.description) }
);
export type NotificationSettingsBody = z.infer<typeof notificationSettingsSchema>;

/**
 * The language a member reads their e-mails and SMS in and the site opens in after sign-in (`@matrimony/i18n`'s
 * locales): English until they choose.
 */
export const memberLanguageSchema = z.strictObject({
  locale: z.enum(LOCALE_CODES, { error: 'Choose English, Hindi or Tamil.' })
});
export type MemberLanguage = z.infer<typeof memberLanguageSchema>;

/** The member's language as stored: `chosen` is false while it is the English default (they never chose). */
export const memberLanguageAnswerSchema = memberLanguageSchema.extend({ chosen: z.boolean() });
export type MemberLanguageAnswer = z.infer<typeof memberLanguageAnswerSchema>;

export const notificationSettingsRoutes = {
  getNotificationSettings: defineRoute({
    name: 'notify.getNotificationSettings',
    method: 'GET',
    path: '/settings',
    auth: 'member',
    summary:
      'The member’s notification settings: per switchable category, in-app and e-mail on or off (all on until changed)',
    response: { status: 200, body: notificationSettingsSchema },
    errors: []
  }),
  updateNotificationSettings: defineRoute({
    name: 'notify.updateNotificationSettings',
    method: 'PUT',
    path: '/settings',
    auth: 'member',
    summary:
      'Replaces the member’s notification settings (every switchable category, both channels); answers them as stored',
    description:
      'Switching a category’s e-mail back on makes the unsubscribe links of e-mails sent before unusable (410 `unsubscribe_link_outdated`).',
    request: { body: notificationSettingsSchema },
    response: { status: 200, body: notificationSettingsSchema },
    errors: []
  }),
  getMemberLanguage: defineRoute({
    name: 'notify.getMemberLanguage',
    method: 'GET',
    path: '/settings/language',
    auth: 'member',
    summary:
      'The language the member reads e-mails and SMS in, and the site in after signing in (English until chosen: `chosen` false)',
    response: { status: 200, body: memberLanguageAnswerSchema },
    errors: []
  }),
  updateMemberLanguage: defineRoute({
    name: 'notify.updateMemberLanguage',
    method: 'PUT',
    path: '/settings/language',
    auth: 'member',
    summary:
      'Stores the member’s language (`en`, `hi` or `ta`): their next e-mails and SMS are written in it; answers it as stored',
    request: { body: memberLanguageSchema },
    response: { status: 200, body: memberLanguageAnswerSchema },
    errors: []
  })
};

/** HMAC-signed `<payload>.<signature>` (base64url); the payload names the member, the category and the settings version. */
export const unsubscribeTokenSchema = z
  .string({ error: NOTIFICATION_SETTINGS_MESSAGES.unsubscribeLinkInvalid.description })
  .regex(
    /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/,
    NOTIFICATION_SETTINGS_MESSAGES.unsubscribeLinkInvalid.description
  );
const unsubscribeQuery = z.object({ token: unsubscribeTokenSchema });
const UNSUBSCRIBE_ERRORS = [
  'unsubscribe_link_invalid',
  'unsubscribe_link_outdated',
  'unsubscribe_account_gone'
] as const;

/**
 * The link in every switchable e-mail (body and `List-Unsubscribe` header). GET only shows a page whose button
 * POSTs: mail scanners and link previews follow GET links, so GET must change nothing (RFC 8058 one-click is
 * the POST). Both work signed out: the signed token is the authority.
 */
export const unsubscribeRoutes = {
  showUnsubscribe: defineRoute({
    name: 'notify.showUnsubscribe',
    method: 'GET',
    path: '/unsubscribe',
    auth: 'public',
    summary:
      'A page asking to confirm stopping one category’s e-mails, with a button that POSTs; changes nothing',
    request: { query: unsubscribeQuery },
    response: { status: 200, contentType: 'text/html' },
    errors: UNSUBSCRIBE_ERRORS
  }),
  unsubscribe: defineRoute({
    name: 'notify.unsubscribe',
    method: 'POST',
    path: '/unsubscribe',
    auth: 'public',
    summary:
      'One-click unsubscribe (RFC 8058, body `List-Unsubscribe=One-Click`): switches the token’s category’s e-mail off; a repeat changes nothing',
    description:
      '400 `unsubscribe_link_invalid`: the token is malformed or its signature does not match. 410 `unsubscribe_link_outdated`: the member switched the category’s e-mail on again after the link was sent; `unsubscribe_account_gone`: the account was deleted.',
    request: {
      query: unsubscribeQuery,
      body: z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
      bodyEncoding: 'form'
    },
    response: { status: 200, contentType: 'text/html' },
    errors: UNSUBSCRIBE_ERRORS
  })
};

export const notifyRoutes = {
  ...notificationRoutes,
  ...notificationSettingsRoutes,
  ...unsubscribeRoutes,
  ...conversationRoutes,
  ...messageModerationRoutes,
  ...supportTicketRoutes,
  sendContactMessage: defineRoute({
    name: 'notify.sendContactMessage',
    method: 'POST',
    path: '/contact-messages',
    auth: 'public',
    summary:
      'The contact form: stored, forwarded to support and acknowledged by e-mail; rate limited per address',
    // The page's language rides beside the form's fields: the acknowledgement and our replies are written in it.
    request: { body: contactMessageSchema.extend({ locale: z.enum(LOCALE_CODES).optional() }) },
    response: { status: 201, body: contactReceiptSchema },
    errors: ['contact_invalid', 'contact_rate_limited']
  })
};

/** Mounted only outside production (the service is given a development outbox). */
export const devOutboxRoutes = {
  listOutbox: defineRoute({
    name: 'notify.listOutbox',
    method: 'GET',
    path: '/dev/outbox',
    auth: 'public',
    summary:
      'Development only: the newest messages the development providers caught, optionally to one recipient',
    request: { query: outboxQuery },
    response: { status: 200, body: z.object({ messages: z.array(outboxMessageSchema) }) },
    errors: []
  }),
  showOutbox: defineRoute({
    name: 'notify.showOutbox',
    method: 'GET',
    path: '/dev/outbox.html',
    auth: 'public',
    summary: 'Development only: the same messages as a page to read',
    request: { query: outboxQuery },
    response: { status: 200, contentType: 'text/html' },
    errors: []
  })
};

export const notifyApi = {
  basePath: '/api/notify',
  title: 'svc-notify',
  routes: notifyRoutes
} as const satisfies ServiceApi;

/** The table of a development deployment: the production routes and the outbox. */
export const notifyDevApi = {
  ...notifyApi,
  routes: { ...notifyRoutes, ...devOutboxRoutes }
} as const satisfies ServiceApi;
