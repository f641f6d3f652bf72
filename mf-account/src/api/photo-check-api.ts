// The photo check at svc-profile (docs/product-rules.md#verification), typed by its contract (import type only):
// the member's state and the pose drawn for the next selfie (tag `PhotoCheck`), and the administrators' queue of
// selfies (tag `Selfies`). The selfie goes through the session's `upload`, never a mutation, so the image is not
// kept in the Redux store; its answer is put into the cache.
import { useDispatch } from 'react-redux';
import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { photoCheckRoutes } from '@matrimony/contracts/http/profile/photo-check';
import { apiRoutes, buildUrl, upload } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

type Routes = typeof photoCheckRoutes;
export type PhotoCheckState = ResponseOf<Routes['getPhotoCheck']>;
export type PhotoCheckChallenge = ResponseOf<Routes['createPhotoCheckChallenge']>;
export type SelfieQueue = ResponseOf<Routes['selfieQueue']>;
export type SelfieQueueItem = SelfieQueue['items'][number];
export type SelfieItem = ResponseOf<Routes['selfieItem']>;
export type SelfieDecision = RequestBodyOf<Routes['decideSelfie']>;

const { profiles } = apiRoutes;
const MEMBER_TAG = 'PhotoCheck';
const QUEUE_TAG = 'Selfies';

export const photoCheckApi = api.enhanceEndpoints({ addTagTypes: [MEMBER_TAG, QUEUE_TAG] }).injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      photoCheck: endpoint.query(profiles.getPhotoCheck, { providesTags: [MEMBER_TAG] }),
      createPhotoCheckChallenge: endpoint.mutation((_: void) =>
        routeCall(profiles.createPhotoCheckChallenge)
      ),
      /** The `oldest` selfies waiting (the console's queue merges them with the ID documents). */
      selfieQueue: endpoint.query(
        (oldest: number) => routeCall(profiles.selfieQueue, { query: { page: 1, pageSize: oldest } }),
        { providesTags: [QUEUE_TAG] }
      ),
      selfieItem: endpoint.query(
        (checkId: string) => routeCall(profiles.selfieItem, { params: { checkId } }),
        { providesTags: [QUEUE_TAG] }
      ),
      decideSelfie: endpoint.mutation(
        ({ checkId, body }: { checkId: string; body: SelfieDecision }) =>
          routeCall(profiles.decideSelfie, { params: { checkId }, body }),
        { invalidatesTags: [QUEUE_TAG] }
      )
    };
  }
});

export const {
  usePhotoCheckQuery,
  useCreatePhotoCheckChallengeMutation,
  useSelfieQueueQuery,
  useSelfieItemQuery,
  useDecideSelfieMutation
} = photoCheckApi;

/** Where a waiting selfie is served: fetched with the administrator's token (AuthorizedImage). */
export function selfieImageUrl(checkId: string): string {
  return buildUrl(profiles.selfieImage.path, { checkId });
}

/** POST /api/profiles/me/photo-check: the selfie (field `selfie`) for the drawn pose; answers the member's check. */
export function uploadSelfie(
  selfie: File,
  challengeId: string,
  onProgress: (fraction: number) => void
): Promise<PhotoCheckState> {
  return upload({ route: profiles.submitSelfie, files: { selfie }, fields: { challengeId }, onProgress });
}

type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof api.reducer> }, unknown, UnknownAction>;

/** Puts the state answered by the upload into the cache, and has the other reads of it (the row) read again. */
export function useReplacePhotoCheck(): (state: PhotoCheckState) => void {
  const dispatch = useDispatch<ApiDispatch>();
  return (state) => {
    void dispatch(photoCheckApi.util.upsertQueryData('photoCheck', undefined, state));
    dispatch(photoCheckApi.util.invalidateTags([MEMBER_TAG]));
  };
}
