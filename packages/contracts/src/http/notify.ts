// svc-notify's route table: in-app notifications, the contact form and, outside production, the development outbox
// (the SMS and e-mails the development providers caught instead of sending).
import { z } from 'zod';
import { NOTIFICATION_CATEGORY_IDS, NOTIFICATIONS_PAGE_SIZE } from '@matrimony/catalog/notifications';
import { contactMessageSchema } from '@matrimony/catalog/validation';
import { objectId } from './ids';
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
  createdAt: z.iso.datetime()
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const outboxQuery = z.object({ to: z.string().trim().min(1).max(320).optional() });

/** One notification as its member sees it: what happened, in words, and where to go about it. */
export const notificationSchema = z.object({
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORY_IDS),
  /** "Priya S. sent you an interest." Names as other members see them (first name and initial until a match). */
  text: z.string(),
  /** A path on the site, e.g. /interest-received. */
  link: z.string().startsWith('/'),
  createdAt: z.iso.datetime(),
  read: z.boolean()
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
    summary: 'The member’s notifications, newest first, a page at a time (`before`: the previous page’s `nextBefore`), with the unread count',
    request: {
      query: z.object({
        before: z.string().regex(/^\d{1,15}\.[0-9a-f]{24}$/, 'Not a page cursor.').optional(),
        limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE)
      })
    },
    response: { status: 200, body: z.object({ items: z.array(notificationSchema), nextBefore: z.string().nullable(), unreadCount: z.number().int().nonnegative() }) },
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
    summary: 'Marks some of the member’s notifications (`ids`) or all of them (`all: true`) read; ids of other members’ notifications change nothing',
    request: { body: z.union([z.object({ ids: z.array(objectId('a notification id')).min(1).max(100) }).strict(), z.object({ all: z.literal(true) }).strict()]) },
    response: { status: 200, body: unreadCountSchema },
    errors: []
  }),
  streamNotifications: defineRoute({
    name: 'notify.streamNotifications',
    method: 'GET',
    path: '/notifications/stream',
    auth: 'member',
    summary: 'Server-sent events: `event: unread` with `{ unreadCount }` at once and whenever it changes, a comment every 20 s; closes when the access token expires (the client reconnects with a fresh one)',
    response: { status: 200, contentType: 'text/event-stream' },
    errors: []
  })
};

export const notifyRoutes = {
  ...notificationRoutes,
  sendContactMessage: defineRoute({
    name: 'notify.sendContactMessage',
    method: 'POST',
    path: '/contact-messages',
    auth: 'public',
    summary: 'The contact form: stored, forwarded to support and acknowledged by e-mail; rate limited per address',
    request: { body: contactMessageSchema },
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
    summary: 'Development only: the newest messages the development providers caught, optionally to one recipient',
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
