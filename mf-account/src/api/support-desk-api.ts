// The help desk's staff side (administrators only), typed by svc-notify's contract (import type only: no zod in
// the bundle). Every write answers the whole ticket, which replaces the open ticket in the cache; the queue and the
// measures are read again.
import type { QueryOf, RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { supportTicketRoutes } from '@matrimony/contracts/http/notify/support-tickets';
import { apiRoutes } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

type Routes = typeof supportTicketRoutes;
export type SupportQueue = ResponseOf<Routes['supportQueue']>;
export type SupportQueueQuery = NonNullable<QueryOf<Routes['supportQueue']>>;
export type StaffTicketSummary = SupportQueue['items'][number];
export type StaffTicket = ResponseOf<Routes['supportTicket']>;
export type TicketRequester = StaffTicket['requester'];
export type StaffReplyBody = RequestBodyOf<Routes['replyToTicket']>;
export type TicketStatusChange = RequestBodyOf<Routes['setTicketStatus']>['status'];
export type SupportMeasures = ResponseOf<Routes['supportMeasures']>;
export type SupportMeasureRow = SupportMeasures['rows'][number];

export const SUPPORT_PAGE_SIZE = 20;
const QUEUE = ['SupportQueue'] as const;
const routes = apiRoutes.notify;

export const supportDeskApi = api.enhanceEndpoints({ addTagTypes: [...QUEUE] }).injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    /** A write on ticket `number`: its answer is the ticket, put in the cache in place of the open one. */
    const ticketWrite = {
      invalidatesTags: [...QUEUE],
      async onQueryStarted(
        { number }: { number: string },
        {
          dispatch,
          queryFulfilled
        }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: StaffTicket }> }
      ) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(supportDeskApi.util.upsertQueryData('supportTicket', number, data));
      }
    };
    return {
      supportQueue: endpoint.query(
        (query: SupportQueueQuery) =>
          routeCall(routes.supportQueue, { query: { pageSize: SUPPORT_PAGE_SIZE, ...query } }),
        { providesTags: [...QUEUE] }
      ),
      supportTicket: endpoint.query((number: string) =>
        routeCall(routes.supportTicket, { params: { number } })
      ),
      replyToTicket: endpoint.mutation(
        ({ number, body }: { number: string; body: StaffReplyBody }) =>
          routeCall(routes.replyToTicket, { params: { number }, body }),
        ticketWrite
      ),
      addTicketNote: endpoint.mutation(
        ({ number, text }: { number: string; text: string }) =>
          routeCall(routes.addTicketNote, { params: { number }, body: { text } }),
        ticketWrite
      ),
      assignTicket: endpoint.mutation(
        ({ number, assignee }: { number: string; assignee: 'me' | null }) =>
          routeCall(routes.assignTicket, { params: { number }, body: { assignee } }),
        ticketWrite
      ),
      setTicketStatus: endpoint.mutation(
        ({ number, status }: { number: string; status: TicketStatusChange }) =>
          routeCall(routes.setTicketStatus, { params: { number }, body: { status } }),
        ticketWrite
      ),
      supportMeasures: endpoint.query(
        (days: number) => routeCall(routes.supportMeasures, { query: { days } }),
        { providesTags: [...QUEUE] }
      )
    };
  }
});

export const {
  useSupportQueueQuery,
  useSupportTicketQuery,
  useReplyToTicketMutation,
  useAddTicketNoteMutation,
  useAssignTicketMutation,
  useSetTicketStatusMutation,
  useSupportMeasuresQuery
} = supportDeskApi;
