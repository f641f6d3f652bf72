// The moderators' side of conversations (administrators only), typed by svc-notify's contract (import type only: no
// zod in the bundle). A reported thread is read afresh every time it opens: each read is recorded by svc-notify.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { messageModerationRoutes } from '@matrimony/contracts/http/notify/message-moderation';
import { apiRoutes } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';
import { ADMIN_PAGE_SIZE } from './moderation-api';

type Routes = typeof messageModerationRoutes;
export type MessageReportQueue = ResponseOf<Routes['messageReportQueue']>;
export type MessageReportItem = MessageReportQueue['items'][number];
export type FlaggedMessageCount = MessageReportQueue['flaggedMessages'][number];
export type ReportedThread = ResponseOf<Routes['reportedThread']>;
export type ReportedThreadMessage = ReportedThread['messages'][number];
export type MessageReportResolution = RequestBodyOf<Routes['resolveMessageReport']>;

const routes = apiRoutes.notify;

export const messageModerationApi = api.injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      messageReportQueue: endpoint.query((page: number) =>
        routeCall(routes.messageReportQueue, { query: { page, pageSize: ADMIN_PAGE_SIZE } })
      ),
      reportedThread: endpoint.query((reportId: string) =>
        routeCall(routes.reportedThread, { params: { reportId } })
      ),
      // The answer is the resolved report: the open thread shows it without a second read (each read is recorded).
      resolveMessageReport: endpoint.mutation(
        ({ reportId, body }: { reportId: string; body: MessageReportResolution }) =>
          routeCall(routes.resolveMessageReport, { params: { reportId }, body }),
        {
          async onQueryStarted({ reportId }, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
            if (data)
              dispatch(
                messageModerationApi.util.updateQueryData('reportedThread', reportId, (thread) => {
                  thread.report = data;
                })
              );
          }
        }
      )
    };
  }
});

export const { useMessageReportQueueQuery, useReportedThreadQuery, useResolveMessageReportMutation } =
  messageModerationApi;
