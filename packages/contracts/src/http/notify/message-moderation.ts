// The moderators' side of conversations (docs/product-rules.md#conversation-safety), served by svc-notify to the
// realm role `admin`: reported messages oldest first, and a reported message with the messages around it. A
// moderator reaches a conversation only through a report, and every such read is recorded (who, which report,
// when). Members appear by display name and member number; never a mobile or an e-mail.
import { z } from 'zod';
import { MESSAGE_REPORT_REASON_IDS, MESSAGE_WARNING_KINDS } from '@matrimony/catalog/conversations';
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
  warning: z.enum(MESSAGE_WARNING_KINDS).nullable()
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
      'Reported messages, oldest report first, with the counts of messages delivered with a warning (administrators only)',
    request: { query: paginationQuerySchema },
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
  })
};
