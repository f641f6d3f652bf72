// The moderators' side of conversations (docs/product-rules.md#conversation-safety), served by svc-notify to the
// realm role `admin`: reported messages oldest first, and a reported message with the messages around it. A
// moderator reaches a conversation only through a report, and every such read is recorded (who, which report,
// when). A moderator resolves a report once (dismissed, or actioned after acting on the member in svc-profile's
// member case); the decision is recorded and the reporter is told. Members appear by display name and member
// number; never a mobile or an e-mail.
import { z } from 'zod';
import { MODERATION_NOTE_MAX } from '@matrimony/catalog';
import {
  MESSAGE_REPORT_OUTCOMES,
  MESSAGE_REPORT_REASON_IDS,
  MESSAGE_WARNING_KINDS
} from '@matrimony/catalog/conversations';
import { objectId } from '../ids';
import { pagedResponseSchema, paginationQuerySchema } from '../pagination';
import { defineRoute } from '../route';

/** Messages shown before and after the reported one. */
export const REPORTED_MESSAGE_CONTEXT = 10;

const memberSchema = z.object({
  /** The name the conversation shows; null once the member left (deleted their account). */
  displayName: z.string().nullable(),
  profileId: z.string().nullable()
});

export const messageReportItemSchema = z.object({
  id: z.string(),
  reportedAt: z.iso.datetime(),
  reason: z.enum(MESSAGE_REPORT_REASON_IDS),
  details: z.string().nullable(),
  reporter: memberSchema,
  /** Who wrote the message. */
  reported: memberSchema,
  /** The warning the message was delivered with, if the flagger found one. */
  warning: z.enum(MESSAGE_WARNING_KINDS).nullable(),
  /** How a moderator resolved it; null while it is open. */
  resolution: z.object({ outcome: z.enum(MESSAGE_REPORT_OUTCOMES), resolvedAt: z.iso.datetime() }).nullable()
});

/** The queue shows open reports unless asked for the resolved ones (newest resolution first). */
export const messageReportQueueQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['open', 'resolved']).default('open')
});

export const resolveMessageReportBodySchema = z.object({
  outcome: z.enum(MESSAGE_REPORT_OUTCOMES),
  /** Kept with the decision, for the moderators only. */
  note: z
    .string()
    .trim()
    .max(MODERATION_NOTE_MAX, `must be at most ${MODERATION_NOTE_MAX} characters`)
    .optional()
});

export const flaggedMessageCountSchema = z.object({
  kind: z.enum(MESSAGE_WARNING_KINDS),
  last7Days: z.number().int().nonnegative(),
  total: z.number().int().nonnegative()
});

export const messageReportQueueSchema = pagedResponseSchema(messageReportItemSchema).extend({
  /** Messages delivered with a warning, per kind (every one, reported or not). */
  flaggedMessages: z.array(flaggedMessageCountSchema)
});

export const reportedThreadMessageSchema = z.object({
  id: z.string(),
  /** Who wrote it, seen from the report. */
  author: z.enum(['reporter', 'reported']),
  /** Empty once its author left (deleted their account). */
  text: z.string(),
  sentAt: z.iso.datetime(),
  warning: z.enum(MESSAGE_WARNING_KINDS).nullable(),
  /** The message the report is about. */
  reported: z.boolean()
});

export const reportedThreadSchema = z.object({
  report: messageReportItemSchema,
  /** Up to REPORTED_MESSAGE_CONTEXT messages before the reported one, it, and as many after, oldest first. */
  messages: z.array(reportedThreadMessageSchema)
});

export const messageModerationRoutes = {
  messageReportQueue: defineRoute({
    name: 'notify.messageReportQueue',
    method: 'GET',
    path: '/admin/message-reports',
    auth: 'admin',
    summary:
      'Open reported messages, oldest report first (or the resolved ones, newest resolution first), with the counts of messages delivered with a warning (administrators only)',
    request: { query: messageReportQueueQuerySchema },
    response: { status: 200, body: messageReportQueueSchema },
    errors: []
  }),
  reportedThread: defineRoute({
    name: 'notify.reportedThread',
    method: 'GET',
    path: '/admin/message-reports/:reportId',
    auth: 'admin',
    summary:
      'One report with the reported message and the messages around it; each read is recorded in the audit (administrators only)',
    request: { params: z.object({ reportId: objectId('a report id') }) },
    response: { status: 200, body: reportedThreadSchema },
    errors: ['message_report_not_found']
  }),
  resolveMessageReport: defineRoute({
    name: 'notify.resolveMessageReport',
    method: 'POST',
    path: '/admin/message-reports/:reportId/resolution',
    auth: 'admin',
    summary:
      'Resolves an open report as dismissed or actioned, once; the decision is recorded and the reporter told (administrators only)',
    request: {
      params: z.object({ reportId: objectId('a report id') }),
      body: resolveMessageReportBodySchema
    },
    response: { status: 200, body: messageReportItemSchema },
    errors: ['message_report_not_found', 'message_report_already_resolved']
  })
};
