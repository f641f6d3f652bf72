// svc-profile endpoints used at the end of registration, through the session's one API client.
import type { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { type ProfileInput } from '@matrimony/catalog/validation';
import { request, upload, type OnProgress } from '@matrimony/session';

type Routes = typeof ownProfileRoutes;

export function createProfileApi() {
  return {
    /** Sent with the new account's token: the session starts only once the profile exists. */
    createProfile: (profile: ProfileInput, accountToken: string) =>
      request<Routes['createProfile']>({
        method: 'POST',
        path: '/api/profiles/',
        body: profile,
        bearer: accountToken
      }),
    /** One photo per request, so each has its own progress and the order is kept (the session's token). */
    uploadPhoto: (file: File, onProgress: OnProgress) =>
      upload<Routes['uploadPhotos']>({
        method: 'POST',
        path: '/api/profiles/me/photos',
        files: { photos: file },
        onProgress
      }),
    uploadHoroscope: (file: File, onProgress: OnProgress) =>
      upload<Routes['uploadHoroscope']>({
        method: 'POST',
        path: '/api/profiles/me/horoscope',
        files: { horoscope: file },
        onProgress
      })
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
