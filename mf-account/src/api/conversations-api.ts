// Conversations, typed by svc-notify's contract (import type only: no zod in the bundle). The list and the header's
// count share the 'Conversations' tag (@matrimony/session/conversations), so anything that changes them re-reads
// both; an open thread keeps its own messages (messages/use-thread.ts) and reads pages through `messagePage`.
import type { QueryOf, RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { conversationRoutes } from '@matrimony/contracts/http/notify/conversations';
import { CONVERSATIONS_PAGE_SIZE } from '@matrimony/catalog/conversations';
import { apiRoutes } from '@matrimony/session';
import { routeCall, routeEndpoints } from '@matrimony/session/api';
import { conversationsApi } from '@matrimony/session/conversations';

type Routes = typeof conversationRoutes;
export type ConversationList = ResponseOf<Routes['listConversations']>;
export type Conversation = ConversationList['items'][number];
export type MessagePage = ResponseOf<Routes['listMessages']>;
export type ConversationWith = ResponseOf<Routes['findConversationWith']>;
export type Message = MessagePage['messages'][number];
export type MessagePageQuery = Partial<QueryOf<Routes['listMessages']>>;
export type SendMessageBody = RequestBodyOf<Routes['sendMessage']>;
export type ReportMessageBody = RequestBodyOf<Routes['reportMessage']>;
export type MessageReportReceipt = ResponseOf<Routes['reportMessage']>;

const routes = apiRoutes.notify;
const TAG = ['Conversations'] as const;

export const conversationEndpoints = conversationsApi.injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      /** One page of the list: the newest (`before` undefined) or the one after a page's `nextBefore`. */
      conversations: endpoint.query(
        (before: string | undefined) =>
          routeCall(routes.listConversations, {
            query: { ...(before ? { before } : {}), limit: CONVERSATIONS_PAGE_SIZE }
          }),
        { providesTags: [...TAG] }
      ),
      /** The conversation with the member of this profile (404 `conversation_not_found` when there is none). */
      conversationWith: endpoint.query(
        (profileId: string) => routeCall(routes.findConversationWith, { params: { profileId } }),
        { keepUnusedDataFor: 0 }
      ),
      messagePage: endpoint.query(
        ({ conversationId, ...query }: { conversationId: string } & MessagePageQuery) =>
          routeCall(routes.listMessages, { params: { id: conversationId }, query }),
        { keepUnusedDataFor: 0 }
      ),
      sendMessage: endpoint.mutation(
        ({ conversationId, ...body }: { conversationId: string } & SendMessageBody) =>
          routeCall(routes.sendMessage, { params: { id: conversationId }, body }),
        { invalidatesTags: [...TAG] }
      ),
      markConversationRead: endpoint.mutation(
        ({ conversationId, upTo }: { conversationId: string; upTo: string }) =>
          routeCall(routes.markConversationRead, { params: { id: conversationId }, body: { upTo } }),
        { invalidatesTags: [...TAG] }
      ),
      reportMessage: endpoint.mutation(
        ({
          conversationId,
          messageId,
          ...body
        }: { conversationId: string; messageId: string } & ReportMessageBody) =>
          routeCall(routes.reportMessage, { params: { id: conversationId, messageId }, body })
      )
    };
  }
});

export const {
  useConversationsQuery,
  useSendMessageMutation,
  useMarkConversationReadMutation,
  useReportMessageMutation
} = conversationEndpoints;
