// Discovery reads and writes, typed by svc-profile's contract (import type only: no zod in the bundle).
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type { discoveryRoutes, SearchQuery } from '@matrimony/contracts/http/profile/discovery';
import type { horoscopeMatchRoutes } from '@matrimony/contracts/http/profile/horoscope-match';
import { apiRoutes } from '@matrimony/session';
import { api, routeCall, routeEndpoints } from '@matrimony/session/api';

type Routes = typeof discoveryRoutes;
export type SearchResult = ResponseOf<Routes['search']>;
export type Card = SearchResult['items'][number];
export type ProfilePage = ResponseOf<Routes['getProfile']>;
export type Recommendations = ResponseOf<Routes['getRecommendations']>;
export type HoroscopeMatch = ResponseOf<typeof horoscopeMatchRoutes.getHoroscopeMatch>;
export type PreferencesAnswer = ResponseOf<Routes['getPreferences']>;
/** The preferences as the service answers them (every default filled in), which is also what PUT takes. */
export type Preferences = PreferencesAnswer['preferences'];

const routes = apiRoutes.profiles;

/** Saved or confirmed preferences replace the cached ones; today's recommendations follow them (the service rebuilt them). */
async function followSavedPreferences({
  dispatch,
  queryFulfilled
}: {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: PreferencesAnswer }>;
}) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (!data) return;
  dispatch(discoveryApi.util.upsertQueryData('preferences', undefined, data));
  void dispatch(
    discoveryApi.endpoints.recommendations.initiate(undefined, {
      subscribe: false,
      forceRefetch: true
    })
  );
}

export const discoveryApi = api.injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    return {
      searchProfiles: endpoint.query((query: SearchQuery) => routeCall(routes.search, { query })),
      profilePage: endpoint.query(
        (profileId: string) => routeCall(routes.getProfile, { params: { profileId } }),
        { keepUnusedDataFor: 60 }
      ),
      recommendations: endpoint.query(routes.getRecommendations),
      horoscopeMatch: endpoint.query(
        (profileId: string) => routeCall(routes.getHoroscopeMatch, { params: { profileId } }),
        { keepUnusedDataFor: 60 }
      ),
      skipRecommendation: endpoint.mutation(
        (id: string) => routeCall(routes.skipRecommendation, { params: { id } }),
        {
          async onQueryStarted(id, { dispatch, queryFulfilled }) {
            const undo = dispatch(
              discoveryApi.util.updateQueryData('recommendations', undefined, (draft) => {
                draft.items = draft.items.filter((card) => card.id !== id);
              })
            );
            await queryFulfilled.catch(() => undo.undo());
          }
        }
      ),
      preferences: endpoint.query(routes.getPreferences),
      savePreferences: endpoint.mutation((body: Preferences) => routeCall(routes.putPreferences, { body }), {
        onQueryStarted: (_body, api) => followSavedPreferences(api)
      }),
      confirmPreferences: endpoint.mutation(routes.confirmPreferences, {
        onQueryStarted: (_arg, api) => followSavedPreferences(api)
      })
    };
  }
});

export const {
  useSearchProfilesQuery,
  useProfilePageQuery,
  useRecommendationsQuery,
  useHoroscopeMatchQuery,
  useSkipRecommendationMutation,
  usePreferencesQuery,
  useSavePreferencesMutation,
  useConfirmPreferencesMutation
} = discoveryApi;
