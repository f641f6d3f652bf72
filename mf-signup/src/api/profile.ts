// svc-profile endpoints used at the end of registration, through the session's one API client.
import { type ProfileInput } from '@matrimony/catalog/validation';
import { apiRoutes, callRoute, upload, type OnProgress } from '@matrimony/session';

const routes = apiRoutes.profiles;

export function createProfileApi() {
  return {
    /** Sent with the new account's token: the session starts only once the profile exists. */
    createProfile: (profile: ProfileInput, accountToken: string) =>
      callRoute(routes.createProfile, { body: profile, bearer: accountToken }),
    /** One photo per request, so each has its own progress and the order is kept (the session's token). */
    uploadPhoto: (file: File, onProgress: OnProgress) =>
      upload({
        route: routes.uploadPhotos,
        files: { photos: file },
        onProgress
      }),
    uploadHoroscope: (file: File, onProgress: OnProgress) =>
      upload({
        route: routes.uploadHoroscope,
        files: { horoscope: file },
        onProgress
      })
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
