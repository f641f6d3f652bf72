// Two members showing interest in each other: interests, mutual matches, profile views, shortlist, block and
// report (docs/product-rules.md). Every list carries the other member as a profile card: never the
// mobile or e-mail (those leave only through the contact endpoint).
import { z } from 'zod';
import {
  DECLINE_REASON_IDS,
  INTEREST_TEMPLATE_IDS,
  REPORT_DETAILS_MAX,
  REPORT_REASON_IDS
} from '@matrimony/catalog';
import { objectId } from '../ids';
import { paginationQuerySchema, pagedResponseSchema } from '../pagination';
import { defineRoute } from '../route';
import { memberNumberSchema, profileCardSchema } from './discovery';
import {
  INTEREST_BOXES,
  interestStatusSchema,
  interestSummarySchema,
  remainingTodaySchema
} from './relation';

const profileId = objectId('a profile id');
const interestId = objectId('an interest id');

export const interestSchema = interestSummarySchema.extend({
  /** The chosen template's text. */
  message: z.string(),
  /** The decliner's chosen reason, when they gave one. */
  declineReason: z.string().nullable(),
  /** The other member (full name once accepted: a mutual match). */
  profile: profileCardSchema
});
export type Interest = z.infer<typeof interestSchema>;

export const sendInterestBodySchema = z.object({
  to: profileId,
  template: z.enum(INTEREST_TEMPLATE_IDS).optional()
});
export const sendInterestResultSchema = z.object({
  /** The interest from the sender's side (the lists and the profile page carry the cards). */
  interest: interestSummarySchema,
  /** True when this send accepted the other member's pending interest: a mutual match. */
  matched: z.boolean(),
  remainingToday: remainingTodaySchema
});

export const interestListQuerySchema = paginationQuerySchema.extend({
  box: z.enum(INTEREST_BOXES),
  status: interestStatusSchema.optional()
});
export const interestListSchema = pagedResponseSchema(interestSchema);

export const declineBodySchema = z.object({ reason: z.enum(DECLINE_REASON_IDS).optional() });
/** The answered interest from the answerer's side (lists and the profile page show the rest). */
export const interestAnswerSchema = z.object({ interest: interestSummarySchema });

export const mutualMatchSchema = z.object({
  interestId,
  matchedAt: z.iso.datetime(),
  profile: profileCardSchema
});
export const mutualMatchListSchema = pagedResponseSchema(mutualMatchSchema);

/** Premium members see who viewed them; free members only how many, as blurred placeholders. */
export const profileViewsSchema = z.discriminatedUnion('visibility', [
  z.object({
    visibility: z.literal('full'),
    countLast30Days: z.number().int().min(0),
    items: z.array(z.object({ viewedAt: z.iso.datetime(), profile: profileCardSchema })),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int()
  }),
  z.object({
    visibility: z.literal('teaser'),
    countLast30Days: z.number().int().min(0),
    /** How many blurred cards to draw: nothing that identifies a viewer is in this answer. */
    placeholders: z.number().int().min(0)
  })
]);

export const shortlistListSchema = pagedResponseSchema(
  z.object({ addedAt: z.iso.datetime(), profile: profileCardSchema })
);

/** A blocked member: only what is needed to recognise and unblock them. */
export const blockListSchema = pagedResponseSchema(
  z.object({
    id: profileId,
    memberNumber: memberNumberSchema,
    displayName: z.string(),
    blockedAt: z.iso.datetime()
  })
);

export const reportBodySchema = z.object({
  profileId,
  reason: z.enum(REPORT_REASON_IDS),
  details: z.string().trim().max(REPORT_DETAILS_MAX).optional()
});
export const reportReceiptSchema = z.object({
  /** What the member quotes to support, e.g. `R2611250001`. */
  ticketNumber: z.string(),
  acknowledgedAt: z.iso.datetime(),
  /** The IT Rules' 15-day resolution deadline. */
  resolveBy: z.iso.datetime()
});

/** The dashboard's counts and the navigation's badge. */
export const connectionsSummarySchema = z.object({
  interestsReceivedPending: z.number().int().min(0),
  mutualMatches: z.number().int().min(0),
  viewsThisWeek: z.number().int().min(0),
  interestsRemainingToday: remainingTodaySchema
});

const pathProfile = { params: z.object({ profileId }) };
const pathInterest = { params: z.object({ id: interestId }) };

export const connectionRoutes = {
  sendInterest: defineRoute({
    name: 'profiles.sendInterest',
    method: 'POST',
    path: '/interests',
    auth: 'member',
    summary:
      'Sends an interest with a chosen message (free members: 5 a day, Asia/Kolkata); to a member whose interest is pending, accepts theirs',
    request: { body: sendInterestBodySchema },
    response: { status: 201, body: sendInterestResultSchema },
    errors: [
      'profile_missing',
      'profile_not_found',
      'interest_already_sent',
      'interest_declined_before',
      'already_matched',
      'interest_daily_limit',
      'interest_burst_limit'
    ]
  }),
  listInterests: defineRoute({
    name: 'profiles.listInterests',
    method: 'GET',
    path: '/interests',
    auth: 'member',
    summary: 'Interests I sent or received, newest first, optionally of one status',
    request: { query: interestListQuerySchema },
    response: { status: 200, body: interestListSchema },
    errors: ['profile_missing']
  }),
  acceptInterest: defineRoute({
    name: 'profiles.acceptInterest',
    method: 'POST',
    path: '/interests/:id/accept',
    auth: 'member',
    summary: 'The addressee accepts a pending interest: a mutual match',
    request: pathInterest,
    response: { status: 200, body: interestAnswerSchema },
    errors: ['profile_missing', 'interest_not_found', 'not_interest_addressee', 'interest_not_pending']
  }),
  declineInterest: defineRoute({
    name: 'profiles.declineInterest',
    method: 'POST',
    path: '/interests/:id/decline',
    auth: 'member',
    summary: 'The addressee declines a pending interest, optionally with a courteous reason',
    request: { ...pathInterest, body: declineBodySchema },
    response: { status: 200, body: interestAnswerSchema },
    errors: ['profile_missing', 'interest_not_found', 'not_interest_addressee', 'interest_not_pending']
  }),
  withdrawInterest: defineRoute({
    name: 'profiles.withdrawInterest',
    method: 'POST',
    path: '/interests/:id/withdraw',
    auth: 'member',
    summary: 'The sender withdraws a pending interest',
    request: pathInterest,
    response: { status: 200, body: interestAnswerSchema },
    errors: ['profile_missing', 'interest_not_found', 'not_interest_sender', 'interest_not_pending']
  }),
  listMatches: defineRoute({
    name: 'profiles.listMatches',
    method: 'GET',
    path: '/matches',
    auth: 'member',
    summary: 'Mutual matches (an accepted interest either way), newest first, with full names',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: mutualMatchListSchema },
    errors: ['profile_missing']
  }),
  listViews: defineRoute({
    name: 'profiles.listViews',
    method: 'GET',
    path: '/views',
    auth: 'member',
    summary:
      'Who viewed my profile: the list for premium members, the 30-day count and placeholders for free members',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: profileViewsSchema },
    errors: ['profile_missing']
  }),
  getConnectionsSummary: defineRoute({
    name: 'profiles.getConnectionsSummary',
    method: 'GET',
    path: '/me/connections',
    auth: 'member',
    summary:
      'Counts for the dashboard and navigation: pending received interests, mutual matches, views this week, sends left today',
    response: { status: 200, body: connectionsSummarySchema },
    errors: ['profile_missing']
  }),
  listShortlist: defineRoute({
    name: 'profiles.listShortlist',
    method: 'GET',
    path: '/shortlist',
    auth: 'member',
    summary: 'My shortlisted profiles (private bookmarks), newest first',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: shortlistListSchema },
    errors: ['profile_missing']
  }),
  addToShortlist: defineRoute({
    name: 'profiles.addToShortlist',
    method: 'PUT',
    path: '/shortlist/:profileId',
    auth: 'member',
    summary: 'Shortlists a profile (repeating it changes nothing)',
    request: pathProfile,
    response: { status: 204 },
    errors: ['profile_missing', 'profile_not_found']
  }),
  removeFromShortlist: defineRoute({
    name: 'profiles.removeFromShortlist',
    method: 'DELETE',
    path: '/shortlist/:profileId',
    auth: 'member',
    summary: 'Removes a profile from my shortlist',
    request: pathProfile,
    response: { status: 204 },
    errors: ['profile_missing']
  }),
  listBlocks: defineRoute({
    name: 'profiles.listBlocks',
    method: 'GET',
    path: '/blocks',
    auth: 'member',
    summary: 'Members I blocked, newest first',
    request: { query: paginationQuerySchema },
    response: { status: 200, body: blockListSchema },
    errors: ['profile_missing']
  }),
  block: defineRoute({
    name: 'profiles.block',
    method: 'PUT',
    path: '/blocks/:profileId',
    auth: 'member',
    summary:
      'Blocks a member: both disappear from each other everywhere; pending interests between them are withdrawn',
    request: pathProfile,
    response: { status: 204 },
    errors: ['profile_missing', 'profile_not_found']
  }),
  unblock: defineRoute({
    name: 'profiles.unblock',
    method: 'DELETE',
    path: '/blocks/:profileId',
    auth: 'member',
    summary: 'Unblocks a member',
    request: pathProfile,
    response: { status: 204 },
    errors: ['profile_missing']
  }),
  report: defineRoute({
    name: 'profiles.report',
    method: 'POST',
    path: '/reports',
    auth: 'member',
    summary:
      'Reports a profile to moderation; acknowledged at once with a ticket number (one open report per profile)',
    request: { body: reportBodySchema },
    response: { status: 201, body: reportReceiptSchema },
    errors: ['profile_missing', 'profile_not_found', 'report_already_open', 'report_details_required']
  })
};
