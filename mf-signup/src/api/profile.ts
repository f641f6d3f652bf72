// svc-profile endpoints used at the end of registration, through the session's one API client.
import { type ProfileInput } from '@matrimony/catalog/validation';
import { type QuickSearchSeed } from '@matrimony/catalog/quick-search-options';
import { apiRoutes, callRoute, upload, type OnProgress } from '@matrimony/session';
import type { RequestBodyOf } from '@matrimony/contracts/http/route';
import type { birthHoroscopeRoutes } from '@matrimony/contracts/http/profile/birth-horoscope';

type BirthHoroscopeRequest = RequestBodyOf<typeof birthHoroscopeRoutes.computeBirthHoroscope>;

const routes = apiRoutes.profiles;

export function createProfileApi() {
  return {
    /** No sign-in: the account does not exist yet while the wizard asks. */
    computeBirthHoroscope: (body: BirthHoroscopeRequest) => callRoute(routes.computeBirthHoroscope, { body }),
    /** Sent with the new account's token: the session starts only once the profile exists. */
    createProfile: (profile: ProfileInput, accountToken: string, statedPreferences?: QuickSearchSeed) =>
      callRoute(routes.createProfile, {
        body: statedPreferences ? { ...profile, statedPreferences } : profile,
        bearer: accountToken
      }),
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
