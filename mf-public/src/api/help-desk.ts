// The help desk's public side (svc-notify), typed by its contract (import type only: no zod in the bundle): a
// visitor's grievance from the help page, and the ticket a visitor's e-mail link opens, with their replies.
import type { supportTicketRoutes } from '@matrimony/contracts/http/notify/support-tickets';
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import { activeLocale } from '@matrimony/i18n';
import { apiRoutes, callRoute } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

type Routes = typeof supportTicketRoutes;
/** The form's fields (the page's language is added when it is sent). */
export type GrievanceBody = Omit<RequestBodyOf<Routes['openGrievance']>, 'locale'>;
export type TicketOpened = ResponseOf<Routes['openGrievance']>;
export type LinkedTicket = ResponseOf<Routes['readTicketByLink']>;

const routes = apiRoutes.notify;

/** Files a visitor's grievance, with the page's language for our e-mails; throws the client's ApiProblem when refused. */
export function openGrievance(body: GrievanceBody, fetchFn?: typeof fetch): Promise<TicketOpened> {
  return callRoute(routes.openGrievance, { body: { ...body, locale: activeLocale() } }, fetchFn);
}

export const ticketLinkApi = api.injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      // The thread is the visitor's own data: never kept once the page is left.
      ticketByLink: endpoint.query(
        (token: string) => routeCall(routes.readTicketByLink, { params: { token } }),
        { keepUnusedDataFor: 0, extraOptions: { visitor: true } }
      ),
      replyByLink: endpoint.mutation(
        ({ token, text }: { token: string; text: string }) =>
          routeCall(routes.replyByLink, { params: { token }, body: { text } }),
        {
          extraOptions: { visitor: true },
          async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
            if (data) dispatch(ticketLinkApi.util.upsertQueryData('ticketByLink', token, data));
          }
        }
      )
    };
  }
});

export const { useTicketByLinkQuery, useReplyByLinkMutation } = ticketLinkApi;
