// Moderation for administrators (realm role `admin`; docs/product-rules.md#moderation): the queue of new and
// changed profiles with their automatic flags, approvals and rejections, the reports queue, actions on a reported
// member, and the append-only audit log. Administrators see profiles as members would plus the flags;
// never the mobile or the e-mail.
import { z } from 'zod';
import {
  MEMBER_ACTION_IDS,
  MODERATION_NOTE_MAX,
  MODERATION_REJECT_REASON_IDS,
  REPORT_REASON_IDS
} from '@matrimony/catalog';
import { objectId } from '../ids';
import { paginationQuerySchema, pagedResponseSchema } from '../pagination';
import { defineRoute } from '../route';
import { ownProfileSchema } from './own-profile';

const profileId = objectId('a profile id');
const pathProfile = { params: z.object({ profileId }) };
const isoDateTime = z.iso.datetime();

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;

export const textFlagSchema = z.object({
  kind: z.enum(['phone', 'email', 'url', 'handle']),
  /** The profile field the text was found in. */
  field: z.string(),
  /** The member's own words that were matched, shortened. */
  excerpt: z.string()
});
export type TextFlag = z.infer<typeof textFlagSchema>;

const photoRefSchema = z.object({ photoId: z.string(), url: z.string() });

/** One of the member's photos that looks like another member's photo (perceptual hash distance). */
export const photoMatchSchema = z.object({
  photo: photoRefSchema,
  other: photoRefSchema.extend({
    profileId: z.string(),
    memberNumber: z.string().nullable(),
    displayName: z.string()
  }),
  distance: z.number().int().min(0)
});

export const queueItemSchema = z.object({
  profileId: z.string(),
  memberNumber: z.string().nullable(),
  displayName: z.string(),
  /** When the member last changed what others would see: the wait is counted from here. */
  submittedAt: isoDateTime,
  /** Past the 24-hour target. */
  overdue: z.boolean(),
  /** Never approved before: a new member rather than an edit. */
  firstReview: z.boolean(),
  flagCount: z.number().int().min(0),
  photoMatchCount: z.number().int().min(0)
});
export const moderationQueueSchema = pagedResponseSchema(queueItemSchema);

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTime,
  actorUserId: z.string(),
  action: z.enum([
    'profile.approved',
    'profile.rejected',
    'reports.dismissed',
    'member.warned',
    'member.suspended',
    'member.reinstated',
    'member.banned',
    'verification.id.approved',
    'verification.id.rejected',
    'verification.photo.approved',
    'verification.photo.rejected'
  ]),
  profileId: z.string(),
  memberNumber: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable()
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const moderationItemSchema = z.object({
  /** The profile as the member keeps it, without the mobile and the e-mail. */
  profile: ownProfileSchema
    .omit({ mobile: true, email: true })
    .extend({ moderationStatus: z.enum(MODERATION_STATUSES) }),
  memberNumber: z.string().nullable(),
  /** Bumped by every change and decision: a decision names the revision it saw (two administrators: one wins). */
  revision: z.number().int().min(0),
  submittedAt: isoDateTime.nullable(),
  flags: z.array(textFlagSchema),
  photoMatches: z.array(photoMatchSchema),
  /** Earlier decisions and actions about this member, newest first. */
  history: z.array(auditEntrySchema)
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

const noteField = z
  .string()
  .trim()
  .max(MODERATION_NOTE_MAX, `must be at most ${MODERATION_NOTE_MAX} characters`)
  .optional();

export const decisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), revision: z.number().int().min(0), note: noteField }),
  z.object({
    decision: z.literal('reject'),
    revision: z.number().int().min(0),
    reason: z.enum(MODERATION_REJECT_REASON_IDS),
    note: noteField
  })
]);
export const decisionResultSchema = z.object({
  moderationStatus: z.enum(MODERATION_STATUSES),
  revision: z.number().int()
});

export const reportedMemberSchema = z.object({
  profileId: z.string(),
  memberNumber: z.string().nullable(),
  displayName: z.string(),
  moderationStatus: z.enum(MODERATION_STATUSES),
  openReports: z.number().int().min(1),
  reporterCount: z.number().int().min(1),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASON_IDS), count: z.number().int().min(1) })),
  oldestFiledAt: isoDateTime,
  /** The oldest open report is past its 15 days (IT Rules). */
  overdue: z.boolean()
});
export const reportsQueueSchema = pagedResponseSchema(reportedMemberSchema);

export const memberReportSchema = z.object({
  ticketNumber: z.string(),
  reason: z.enum(REPORT_REASON_IDS),
  details: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  outcome: z.enum(['dismissed', 'actioned']).nullable(),
  filedAt: isoDateTime,
  resolveBy: isoDateTime,
  overdue: z.boolean()
});

export const memberCaseSchema = z.object({
  profileId: z.string(),
  memberNumber: z.string().nullable(),
  displayName: z.string(),
  moderationStatus: z.enum(MODERATION_STATUSES),
  reports: z.array(memberReportSchema),
  history: z.array(auditEntrySchema)
});

export const memberActionBodySchema = z.object({ action: z.enum(MEMBER_ACTION_IDS), note: noteField });
export const memberActionResultSchema = z.object({
  moderationStatus: z.enum(MODERATION_STATUSES).nullable(),
  resolvedReports: z.number().int().min(0)
});

export const auditQuerySchema = paginationQuerySchema.extend({ profileId: profileId.optional() });
export const auditLogSchema = pagedResponseSchema(auditEntrySchema);

export const moderationRoutes = {
  moderationQueue: defineRoute({
    name: 'profiles.moderationQueue',
    method: 'GET',
    path: '/admin/moderation',
    auth: 'admin',
    summary: 'New and changed profiles waiting for a decision, oldest first, with their flags counted',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: moderationQueueSchema },
    errors: []
  }),
  moderationItem: defineRoute({
    name: 'profiles.moderationItem',
    method: 'GET',
    path: '/admin/moderation/:profileId',
    auth: 'admin',
    summary:
      'One profile to decide: its text and photos, the automatic flags, near-duplicate photos and the member’s history',
    request: pathProfile,
    response: { status: 200, body: moderationItemSchema },
    errors: ['profile_not_found']
  }),
  decideModeration: defineRoute({
    name: 'profiles.decideModeration',
    method: 'POST',
    path: '/admin/moderation/:profileId/decision',
    auth: 'admin',
    summary: 'Approves or rejects (with a reason the member sees) the revision the administrator saw',
    request: { ...pathProfile, body: decisionBodySchema },
    response: { status: 200, body: decisionResultSchema },
    errors: ['profile_not_found', 'moderation_conflict']
  }),
  reportsQueue: defineRoute({
    name: 'profiles.reportsQueue',
    method: 'GET',
    path: '/admin/reports',
    auth: 'admin',
    summary: 'Open reports grouped by reported member, oldest first, with reasons and reporter counts',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: reportsQueueSchema },
    errors: []
  }),
  memberCase: defineRoute({
    name: 'profiles.memberCase',
    method: 'GET',
    path: '/admin/members/:profileId',
    auth: 'admin',
    summary: 'A reported member: every report about them and every decision and action so far',
    request: pathProfile,
    response: { status: 200, body: memberCaseSchema },
    errors: ['profile_not_found']
  }),
  actOnMember: defineRoute({
    name: 'profiles.actOnMember',
    method: 'POST',
    path: '/admin/members/:profileId/actions',
    auth: 'admin',
    summary:
      'Dismisses the reports, warns, suspends, lifts a suspension or bans; resolves the member’s open reports',
    request: { ...pathProfile, body: memberActionBodySchema },
    response: { status: 200, body: memberActionResultSchema },
    errors: ['profile_not_found', 'action_not_applicable']
  }),
  auditLog: defineRoute({
    name: 'profiles.auditLog',
    method: 'GET',
    path: '/admin/audit',
    auth: 'admin',
    summary: 'Every moderation decision and action, newest first (append-only: no endpoint changes it)',
    request: { query: auditQuerySchema },
    response: { status: 200, body: auditLogSchema },
    errors: []
  })
} as const;
