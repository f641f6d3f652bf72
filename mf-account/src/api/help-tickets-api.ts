// The member's side of the help desk (svc-notify): their tickets, writing to us, replying and marking one resolved,
// typed by the contract (import type only: no zod in the bundle). A reply or a close answers the whole ticket, which
// replaces the cached one; the list is read again.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { supportTicketRoutes } from '@matrimony/contracts/http/notify/support-tickets';
import { apiRoutes } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

type Routes = typeof supportTicketRoutes;
export type MyTicketList = ResponseOf<Routes['listMyTickets']>;
export type MyTicketSummary = MyTicketList['items'][number];
export type MyTicket = ResponseOf<Routes['getMyTicket']>;
export type OpenTicketBody = RequestBodyOf<Routes['openTicket']>;
export type TicketOpened = ResponseOf<Routes['openTicket']>;

export const MY_TICKETS_PAGE_SIZE = 20;
const MY_TICKETS = ['MyTickets'] as const;
const routes = apiRoutes.notify;

export const helpTicketsApi = api.enhanceEndpoints({ addTagTypes: [...MY_TICKETS] }).injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    const ticketWrite = {
      invalidatesTags: [...MY_TICKETS],
      async onQueryStarted(
        { number }: { number: string },
        {
          dispatch,
          queryFulfilled
        }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: MyTicket }> }
      ) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(helpTicketsApi.util.upsertQueryData('myTicket', number, data));
      }
    };
    return {
      myTickets: endpoint.query(
        (page: number) =>
          routeCall(routes.listMyTickets, { query: { page, pageSize: MY_TICKETS_PAGE_SIZE } }),
        { providesTags: [...MY_TICKETS] }
      ),
      // Opening a ticket marks our replies read, so the list's unread dots are read again after it.
      myTicket: endpoint.query((number: string) => routeCall(routes.getMyTicket, { params: { number } }), {
        async onQueryStarted(_number, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(helpTicketsApi.util.invalidateTags([...MY_TICKETS]));
        }
      }),
      openTicket: endpoint.mutation((body: OpenTicketBody) => routeCall(routes.openTicket, { body }), {
        invalidatesTags: [...MY_TICKETS]
      }),
      replyToMyTicket: endpoint.mutation(
        ({ number, text }: { number: string; text: string }) =>
          routeCall(routes.replyToMyTicket, { params: { number }, body: { text } }),
        ticketWrite
      ),
      closeMyTicket: endpoint.mutation(
        ({ number }: { number: string }) => routeCall(routes.closeMyTicket, { params: { number } }),
        ticketWrite
      )
    };
  }
});

export const {
  useMyTicketsQuery,
  useMyTicketQuery,
  useOpenTicketMutation,
  useReplyToMyTicketMutation,
  useCloseMyTicketMutation
} = helpTicketsApi;
