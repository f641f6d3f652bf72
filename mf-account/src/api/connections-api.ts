// Interests, matches, views, shortlist, blocks, reports and who saw my contact, typed by svc-profile's contract (import type
// only: no zod in the bundle). Every change invalidates 'Connections': lists and counts re-read.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import type { contactRoutes } from '@matrimony/contracts/http/profile/contact';
import type { InterestStatus } from '@matrimony/contracts/http/profile/relation';
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

export const connectionsEndpoints = connectionsApi.injectEndpoints({
  endpoints: (build) => ({
    interests: build.query<InterestList, { box: 'sent' | 'received'; status?: InterestStatus; page: number }>(
      {
        query: ({ box, status, page }) => ({
          url: 'profiles/interests',
          params: { box, ...(status ? { status } : {}), page, pageSize: PAGE_SIZE }
        }),
        providesTags: [...TAG]
      }
    ),
    sendInterest: build.mutation<SendInterestAnswer, SendInterestBody>({
      query: (body) => ({ url: 'profiles/interests', method: 'POST', body }),
      invalidatesTags: [...TAG]
    }),
    answerInterest: build.mutation<
      unknown,
      | { id: string; action: 'accept' | 'withdraw' }
      | { id: string; action: 'decline'; reason?: DeclineReason }
    >({
      query: (arg) => ({
        url: `profiles/interests/:id/${arg.action}`,
        method: 'POST',
        pathParams: { id: arg.id },
        body: arg.action === 'decline' ? (arg.reason ? { reason: arg.reason } : {}) : undefined
      }),
      invalidatesTags: [...TAG]
    }),
    matches: build.query<MatchList, number>({
      query: (page) => ({ url: 'profiles/matches', params: { page, pageSize: PAGE_SIZE } }),
      providesTags: [...TAG]
    }),
    profileViews: build.query<ProfileViews, number>({
      query: (page) => ({ url: 'profiles/views', params: { page, pageSize: PAGE_SIZE } }),
      providesTags: [...TAG]
    }),
    shortlist: build.query<ShortlistList, number>({
      query: (page) => ({ url: 'profiles/shortlist', params: { page, pageSize: PAGE_SIZE } }),
      providesTags: [...TAG]
    }),
    setShortlisted: build.mutation<void, { profileId: string; shortlisted: boolean }>({
      query: ({ profileId, shortlisted }) => ({
        url: 'profiles/shortlist/:profileId',
        method: shortlisted ? 'PUT' : 'DELETE',
        pathParams: { profileId }
      }),
      invalidatesTags: [...TAG]
    }),
    blocks: build.query<BlockList, number>({
      query: (page) => ({ url: 'profiles/blocks', params: { page, pageSize: PAGE_SIZE } }),
      providesTags: [...TAG]
    }),
    setBlocked: build.mutation<void, { profileId: string; blocked: boolean }>({
      query: ({ profileId, blocked }) => ({
        url: 'profiles/blocks/:profileId',
        method: blocked ? 'PUT' : 'DELETE',
        pathParams: { profileId }
      }),
      invalidatesTags: [...TAG]
    }),
    contactViewers: build.query<ContactViewerList, number>({
      query: (page) => ({ url: 'profiles/me/contact-viewers', params: { page, pageSize: PAGE_SIZE } }),
      providesTags: [...TAG]
    }),
    report: build.mutation<ReportReceipt, ReportBody>({
      query: (body) => ({ url: 'profiles/reports', method: 'POST', body })
    })
  })
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
