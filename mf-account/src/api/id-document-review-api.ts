// The moderators' queue of ID documents at svc-identity (administrators only), typed by its contract (import type
// only: no zod in the bundle). A decision invalidates 'IdDocuments': the queue and the item are read again.
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { idDocumentRoutes } from '@matrimony/contracts/http/identity/id-documents';
import { apiRoutes, buildUrl } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

type Routes = typeof idDocumentRoutes;
export type IdDocumentQueue = ResponseOf<Routes['idDocumentQueue']>;
export type IdDocumentQueueItem = IdDocumentQueue['items'][number];
export type IdDocumentItem = ResponseOf<Routes['idDocumentItem']>;
export type IdDocumentDecision = RequestBodyOf<Routes['decideIdDocument']>;

const TAG = ['IdDocuments'] as const;
const routes = apiRoutes.identity;

export const idDocumentReviewApi = api.enhanceEndpoints({ addTagTypes: [...TAG] }).injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      /** The `oldest` documents waiting (the console's queue merges them with the selfies). */
      idDocumentQueue: endpoint.query(
        (oldest: number) => routeCall(routes.idDocumentQueue, { query: { page: 1, pageSize: oldest } }),
        { providesTags: [...TAG] }
      ),
      idDocumentItem: endpoint.query(
        (submissionId: string) => routeCall(routes.idDocumentItem, { params: { submissionId } }),
        { providesTags: [...TAG] }
      ),
      decideIdDocument: endpoint.mutation(
        ({ submissionId, body }: { submissionId: string; body: IdDocumentDecision }) =>
          routeCall(routes.decideIdDocument, { params: { submissionId }, body }),
        { invalidatesTags: [...TAG] }
      )
    };
  }
});

export const { useIdDocumentQueueQuery, useIdDocumentItemQuery, useDecideIdDocumentMutation } =
  idDocumentReviewApi;

/** Where the document's image is served: fetched with the administrator's token (AuthorizedImage). */
export function idDocumentImageUrl(submissionId: string): string {
  return buildUrl(routes.idDocumentImage.path, { submissionId });
}
