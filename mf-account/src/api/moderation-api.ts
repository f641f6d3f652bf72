// The moderation console's reads and writes (administrators only), typed by svc-profile's contract (import
// type only: no zod in the bundle). Every decision and action invalidates 'Moderation': the queue, the
// reports, the case and the audit log are read again.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { moderationRoutes } from '@matrimony/contracts/http/profile/moderation';
import { api } from '@matrimony/session/api';

type Routes = typeof moderationRoutes;
export type ModerationQueue = ResponseOf<Routes['moderationQueue']>;
export type QueueItem = ModerationQueue['items'][number];
export type ModerationItem = ResponseOf<Routes['moderationItem']>;
export type TextFlag = ModerationItem['flags'][number];
export type PhotoMatch = ModerationItem['photoMatches'][number];
export type AuditEntry = ModerationItem['history'][number];
export type DecisionBody = RequestBodyOf<Routes['decideModeration']>;
export type DecisionResult = ResponseOf<Routes['decideModeration']>;
export type ReportsQueue = ResponseOf<Routes['reportsQueue']>;
export type ReportedMember = ReportsQueue['items'][number];
export type MemberCase = ResponseOf<Routes['memberCase']>;
export type MemberReport = MemberCase['reports'][number];
export type MemberActionBody = RequestBodyOf<Routes['actOnMember']>;
export type MemberActionResult = ResponseOf<Routes['actOnMember']>;
export type AuditLog = ResponseOf<Routes['auditLog']>;
export type ModerationStatus = MemberCase['moderationStatus'];

export const ADMIN_PAGE_SIZE = 20;
const TAG = ['Moderation'] as const;

export const moderationApi = api.enhanceEndpoints({ addTagTypes: [...TAG] }).injectEndpoints({
  endpoints: (build) => ({
    moderationQueue: build.query<ModerationQueue, number>({
      query: (page) => ({ url: 'profiles/admin/moderation', params: { page, pageSize: ADMIN_PAGE_SIZE } }),
      providesTags: [...TAG]
    }),
    moderationItem: build.query<ModerationItem, string>({
      query: (profileId) => ({ url: 'profiles/admin/moderation/:profileId', pathParams: { profileId } }),
      providesTags: [...TAG]
    }),
    decideModeration: build.mutation<DecisionResult, { profileId: string; body: DecisionBody }>({
      query: ({ profileId, body }) => ({
        url: 'profiles/admin/moderation/:profileId/decision',
        method: 'POST',
        pathParams: { profileId },
        body
      }),
      invalidatesTags: [...TAG]
    }),
    reportsQueue: build.query<ReportsQueue, number>({
      query: (page) => ({ url: 'profiles/admin/reports', params: { page, pageSize: ADMIN_PAGE_SIZE } }),
      providesTags: [...TAG]
    }),
    memberCase: build.query<MemberCase, string>({
      query: (profileId) => ({ url: 'profiles/admin/members/:profileId', pathParams: { profileId } }),
      providesTags: [...TAG]
    }),
    actOnMember: build.mutation<MemberActionResult, { profileId: string; body: MemberActionBody }>({
      query: ({ profileId, body }) => ({
        url: 'profiles/admin/members/:profileId/actions',
        method: 'POST',
        pathParams: { profileId },
        body
      }),
      invalidatesTags: [...TAG]
    }),
    auditLog: build.query<AuditLog, { page: number; profileId?: string }>({
      query: ({ page, profileId }) => ({
        url: 'profiles/admin/audit',
        params: { page, pageSize: ADMIN_PAGE_SIZE, ...(profileId ? { profileId } : {}) }
      }),
      providesTags: [...TAG]
    })
  })
});

/** Administrators work on what is current: every console page reads afresh when it opens. */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

export const {
  useModerationQueueQuery,
  useModerationItemQuery,
  useDecideModerationMutation,
  useReportsQueueQuery,
  useMemberCaseQuery,
  useActOnMemberMutation,
  useAuditLogQuery
} = moderationApi;
