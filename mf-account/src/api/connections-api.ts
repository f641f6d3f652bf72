// Interests, matches, views, shortlist, blocks, reports and who saw my contact, typed by svc-profile's contract (import type
// only: no zod in the bundle). Every change invalidates 'Connections': lists and counts re-read.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import type { contactRoutes } from '@matrimony/contracts/http/profile/contact';
import type { InterestStatus } from '@matrimony/contracts/http/profile/relation';
import { apiRoutes } from '@matrimony/session';
import { routeCall, routeEndpoints } from '@matrimony/session/api';
import { connectionsApi } from '@matrimony/session/connections';

type Routes = typeof connectionRoutes;
export type InterestList = ResponseOf<Routes['listInterests']>;
export type Interest = InterestList['items'][number];
export type SendInterestAnswer = ResponseOf<Routes['sendInterest']>;
export type MatchList = ResponseOf<Routes['listMatches']>;
export type ProfileViews = ResponseOf<Routes['listViews']>;
export type ShortlistList = ResponseOf<Routes['listShortlist']>;
export type BlockList = ResponseOf<Routes['listBlocks']>;
export type ContactViewerList = ResponseOf<typeof contactRoutes.listContactViewers>;
export type ReportReceipt = ResponseOf<Routes['report']>;
export type ReportBody = RequestBodyOf<Routes['report']>;
export type SendInterestBody = RequestBodyOf<Routes['sendInterest']>;
export type DeclineReason = NonNullable<RequestBodyOf<Routes['declineInterest']>['reason']>;

export const PAGE_SIZE = 12;
const TAG = ['Connections'] as const;

const routes = apiRoutes.profiles;
const pageOf = (page: number) => ({ page, pageSize: PAGE_SIZE });

export const connectionsEndpoints = connectionsApi.injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      interests: endpoint.query(
        ({ box, status, page }: { box: 'sent' | 'received'; status?: InterestStatus; page: number }) =>
          routeCall(routes.listInterests, {
            query: { box, ...(status ? { status } : {}), ...pageOf(page) }
          }),
        { providesTags: [...TAG] }
      ),
      sendInterest: endpoint.mutation((body: SendInterestBody) => routeCall(routes.sendInterest, { body }), {
        invalidatesTags: [...TAG]
      }),
      answerInterest: endpoint.mutation(
        (
          arg:
            | { id: string; action: 'accept' | 'withdraw' }
            | { id: string; action: 'decline'; reason?: DeclineReason }
        ) => {
          const params = { id: arg.id };
          if (arg.action === 'decline')
            return routeCall(routes.declineInterest, {
              params,
              body: arg.reason ? { reason: arg.reason } : {}
            });
          return arg.action === 'accept'
            ? routeCall(routes.acceptInterest, { params })
            : routeCall(routes.withdrawInterest, { params });
        },
        { invalidatesTags: [...TAG] }
      ),
      matches: endpoint.query((page: number) => routeCall(routes.listMatches, { query: pageOf(page) }), {
        providesTags: [...TAG]
      }),
      profileViews: endpoint.query((page: number) => routeCall(routes.listViews, { query: pageOf(page) }), {
        providesTags: [...TAG]
      }),
      shortlist: endpoint.query((page: number) => routeCall(routes.listShortlist, { query: pageOf(page) }), {
        providesTags: [...TAG]
      }),
      setShortlisted: endpoint.mutation(
        ({ profileId, shortlisted }: { profileId: string; shortlisted: boolean }) =>
          shortlisted
            ? routeCall(routes.addToShortlist, { params: { profileId } })
            : routeCall(routes.removeFromShortlist, { params: { profileId } }),
        { invalidatesTags: [...TAG] }
      ),
      blocks: endpoint.query((page: number) => routeCall(routes.listBlocks, { query: pageOf(page) }), {
        providesTags: [...TAG]
      }),
      setBlocked: endpoint.mutation(
        ({ profileId, blocked }: { profileId: string; blocked: boolean }) =>
          blocked
            ? routeCall(routes.block, { params: { profileId } })
            : routeCall(routes.unblock, { params: { profileId } }),
        { invalidatesTags: [...TAG] }
      ),
      contactViewers: endpoint.query(
        (page: number) => routeCall(routes.listContactViewers, { query: pageOf(page) }),
        { providesTags: [...TAG] }
      ),
      report: endpoint.mutation((body: ReportBody) => routeCall(routes.report, { body }))
    };
  }
});

export const {
  useInterestsQuery,
  useSendInterestMutation,
  useAnswerInterestMutation,
  useMatchesQuery,
  useProfileViewsQuery,
  useShortlistQuery,
  useSetShortlistedMutation,
  useBlocksQuery,
  useSetBlockedMutation,
  useContactViewersQuery,
  useReportMutation
} = connectionsEndpoints;
