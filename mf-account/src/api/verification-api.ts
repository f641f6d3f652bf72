// The member's verification checks at svc-identity (Settings → Verification; the dashboard reads them too). The
// read is RTK Query, tagged `Verification`; the uploads are not: a mutation would keep its arguments (the Aadhaar
// file and share code, the photo of a document) in the Redux store, so they go through the session's `upload` and
// put the answer in the cache.
import { useDispatch } from 'react-redux';
import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { apiRoutes, upload } from '@matrimony/session';
import { api, routeEndpoints } from '@matrimony/session/api';
import type { IdDocumentKind } from '@matrimony/catalog';
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type { verificationRoutes } from '@matrimony/contracts/http/identity/verification';

export type VerificationChecks = ResponseOf<typeof verificationRoutes.getVerification>;

const { identity } = apiRoutes;

export const verificationApi = api.enhanceEndpoints({ addTagTypes: ['Verification'] }).injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      verification: endpoint.query(identity.getVerification, { providesTags: ['Verification'] })
    };
  }
});

export const { useVerificationQuery } = verificationApi;

/** POST /api/identity/verification/aadhaar: the ZIP (field `file`) and its share code; answers the checks. */
export function uploadAadhaarOffline(file: File, shareCode: string): Promise<VerificationChecks> {
  // A few kilobytes: sent in a moment, so no progress to show.
  return upload({
    route: identity.verifyAadhaarOffline,
    files: { file },
    fields: { shareCode },
    onProgress: () => undefined
  });
}

/**
 * POST /api/identity/verification/documents: a photo of an ID document (field `image`) and which document it is;
 * answers the checks, the submission waiting for a moderator. Through `upload` for the progress of a large photo.
 */
export function uploadIdDocument(
  image: File,
  kind: IdDocumentKind,
  onProgress: (fraction: number) => void
): Promise<VerificationChecks> {
  return upload({ route: identity.submitIdDocument, files: { image }, fields: { kind }, onProgress });
}

type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof api.reducer> }, unknown, UnknownAction>;

/**
 * Puts checks answered outside RTK Query (the upload) into the cache, and has every other read of the member's
 * verification (the dashboard's card) read again.
 */
export function useReplaceVerification(): (checks: VerificationChecks) => void {
  const dispatch = useDispatch<ApiDispatch>();
  return (checks) => {
    void dispatch(verificationApi.util.upsertQueryData('verification', undefined, checks));
    dispatch(verificationApi.util.invalidateTags(['Verification']));
  };
}
