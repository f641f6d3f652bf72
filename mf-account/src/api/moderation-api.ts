// The moderation console's reads and writes (administrators only), typed by svc-profile's contract (import
// type only: no zod in the bundle). Every decision and action invalidates 'Moderation': the queue, the
// reports, the case and the audit log are read again.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { moderationRoutes } from '@matrimony/contracts/http/profile/moderation';
import { apiRoutes } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

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

const routes = apiRoutes.profiles;
const pageOf = (page: number) => ({ page, pageSize: ADMIN_PAGE_SIZE });

export const moderationApi = api.enhanceEndpoints({ addTagTypes: [...TAG] }).injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      moderationQueue: endpoint.query(
        (page: number) => routeCall(routes.moderationQueue, { query: pageOf(page) }),
        { providesTags: [...TAG] }
      ),
      moderationItem: endpoint.query(
        (profileId: string) => routeCall(routes.moderationItem, { params: { profileId } }),
        { providesTags: [...TAG] }
      ),
      decideModeration: endpoint.mutation(
        ({ profileId, body }: { profileId: string; body: DecisionBody }) =>
          routeCall(routes.decideModeration, { params: { profileId }, body }),
        { invalidatesTags: [...TAG] }
      ),
      reportsQueue: endpoint.query(
        (page: number) => routeCall(routes.reportsQueue, { query: pageOf(page) }),
        {
          providesTags: [...TAG]
        }
      ),
      memberCase: endpoint.query(
        (profileId: string) => routeCall(routes.memberCase, { params: { profileId } }),
        { providesTags: [...TAG] }
      ),
      actOnMember: endpoint.mutation(
        ({ profileId, body }: { profileId: string; body: MemberActionBody }) =>
          routeCall(routes.actOnMember, { params: { profileId }, body }),
        { invalidatesTags: [...TAG] }
      ),
      auditLog: endpoint.query(
        ({ page, profileId }: { page: number; profileId?: string }) =>
          routeCall(routes.auditLog, { query: { ...pageOf(page), ...(profileId ? { profileId } : {}) } }),
        { providesTags: [...TAG] }
      )
    };
  }
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
