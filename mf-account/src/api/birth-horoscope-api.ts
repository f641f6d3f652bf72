// The horoscope computed from birth details (svc-profile computes it; the astronomy stays out of the bundle).
import type { RequestBodyOf } from '@matrimony/contracts/http/route';
import type { birthHoroscopeRoutes } from '@matrimony/contracts/http/profile/birth-horoscope';
import { apiRoutes } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

export type BirthHoroscopeRequest = RequestBodyOf<typeof birthHoroscopeRoutes.computeBirthHoroscope>;

export const birthHoroscopeApi = api.injectEndpoints({
  endpoints: (build) => ({
    computeBirthHoroscope: routeEndpoints(build).mutation(
      (body: BirthHoroscopeRequest) => routeCall(apiRoutes.profiles.computeBirthHoroscope, { body }),
      { extraOptions: { visitor: true } }
    )
  })
});

export const { useComputeBirthHoroscopeMutation } = birthHoroscopeApi;
