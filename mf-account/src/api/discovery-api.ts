// Discovery reads and writes, typed by svc-profile's contract (import type only: no zod in the bundle).
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type { discoveryRoutes, SearchQuery } from '@matrimony/contracts/http/profile/discovery';
import type { horoscopeMatchRoutes } from '@matrimony/contracts/http/profile/horoscope-match';
import { api } from '@matrimony/session/api';

type Routes = typeof discoveryRoutes;
export type SearchResult = ResponseOf<Routes['search']>;
export type Card = SearchResult['items'][number];
export type ProfilePage = ResponseOf<Routes['getProfile']>;
export type Recommendations = ResponseOf<Routes['getRecommendations']>;
export type HoroscopeMatch = ResponseOf<typeof horoscopeMatchRoutes.getHoroscopeMatch>;
export type PreferencesAnswer = ResponseOf<Routes['getPreferences']>;
/** The preferences as the service answers them (every default filled in), which is also what PUT takes. */
export type Preferences = PreferencesAnswer['preferences'];

export const discoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProfiles: build.query<SearchResult, SearchQuery>({
      query: (params) => ({ url: 'profiles/search', params })
    }),
    profilePage: build.query<ProfilePage, string>({
      query: (profileId) => ({ url: 'profiles/:profileId', pathParams: { profileId } }),
      keepUnusedDataFor: 60
    }),
    recommendations: build.query<Recommendations, void>({ query: () => 'profiles/recommendations' }),
    horoscopeMatch: build.query<HoroscopeMatch, string>({
      query: (profileId) => ({ url: 'profiles/:profileId/horoscope-match', pathParams: { profileId } }),
      keepUnusedDataFor: 60
    }),
    skipRecommendation: build.mutation<void, string>({
      query: (id) => ({ url: 'profiles/recommendations/:id/skip', method: 'POST', pathParams: { id } }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const undo = dispatch(
          discoveryApi.util.updateQueryData('recommendations', undefined, (draft) => {
            draft.items = draft.items.filter((card) => card.id !== id);
          })
        );
        await queryFulfilled.catch(() => undo.undo());
      }
    }),
    preferences: build.query<PreferencesAnswer, void>({ query: () => 'profiles/me/preferences' }),
    savePreferences: build.mutation<PreferencesAnswer, Preferences>({
      query: (body) => ({ url: 'profiles/me/preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(discoveryApi.util.upsertQueryData('preferences', undefined, data));
        // Today's recommendations follow the new preferences (the service rebuilt them).
        void dispatch(
          discoveryApi.endpoints.recommendations.initiate(undefined, { subscribe: false, forceRefetch: true })
        );
      }
    })
  })
});

export const {
  useSearchProfilesQuery,
  useProfilePageQuery,
  useRecommendationsQuery,
  useHoroscopeMatchQuery,
  useSkipRecommendationMutation,
  usePreferencesQuery,
  useSavePreferencesMutation
} = discoveryApi;
