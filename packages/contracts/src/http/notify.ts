// svc-notify's route table: the contact form and, outside production, the development outbox
// (the SMS and e-mails the development providers caught instead of sending).
import { z } from 'zod';
import { contactMessageSchema } from '@matrimony/catalog/validation';
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

export const notifyRoutes = {
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
