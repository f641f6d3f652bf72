// The member's own data, as RTK Query endpoints on the site's one API (@matrimony/session/api).
import { useDispatch } from 'react-redux';
import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { apiRoutes } from '@matrimony/session';
import { api, routeCall, routeEndpoints, type RouteCall } from '@matrimony/session/api';
import { type ProfileChange } from '../edit-profile/form-values';
import { discoveryApi } from './discovery-api';
import type { RequestBodyOf } from '@matrimony/contracts/http/route';
import type { photoPrivacyRoutes } from '@matrimony/contracts/http/profile/photo-privacy';
import type { horoscopeTraditionRoutes } from '@matrimony/contracts/http/profile/horoscope-tradition';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';

type PhotoPrivacy = RequestBodyOf<typeof photoPrivacyRoutes.setPhotoPrivacy>['photoPrivacy'];
export type HoroscopeTradition = RequestBodyOf<
  typeof horoscopeTraditionRoutes.setHoroscopeTradition
>['horoscopeTradition'];

const { profiles, billing } = apiRoutes;

export const accountApi = api.injectEndpoints({
  endpoints: (build) => {
    const endpoint = routeEndpoints(build);
    /** Every profile change answers the whole profile: it replaces the cached one (no second read). */
    const profileChange = <Arg>(request: (arg: Arg) => RouteCall<OwnProfile>) =>
      endpoint.mutation(request, {
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(accountApi.util.upsertQueryData('myProfile', undefined, data));
        }
      });
    return {
      myProfile: endpoint.query(profiles.getOwnProfile),
      createProfile: profileChange((body: ProfileChange) => routeCall(profiles.createProfile, { body })),
      updateProfile: profileChange((body: Partial<ProfileChange>) =>
        routeCall(profiles.updateOwnProfile, { body })
      ),
      deletePhoto: profileChange((id: string) => routeCall(profiles.deletePhoto, { params: { id } })),
      reorderPhotos: profileChange((photoIds: string[]) =>
        routeCall(profiles.reorderPhotos, { body: { photoIds } })
      ),
      setPrimaryPhoto: profileChange((id: string) => routeCall(profiles.setPrimaryPhoto, { params: { id } })),
      deleteHoroscope: profileChange((_: void) => routeCall(profiles.deleteHoroscope)),
      setVisibility: profileChange((hidden: boolean) =>
        routeCall(profiles.setVisibility, { body: { hidden } })
      ),
      setPhotoPrivacy: endpoint.mutation(
        (photoPrivacy: PhotoPrivacy) => routeCall(profiles.setPhotoPrivacy, { body: { photoPrivacy } }),
        {
          async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
            if (data)
              dispatch(
                accountApi.util.updateQueryData(
                  'myProfile',
                  undefined,
                  (draft) => void Object.assign(draft, data)
                )
              );
          }
        }
      ),
      setHoroscopeTradition: endpoint.mutation(
        (horoscopeTradition: HoroscopeTradition) =>
          routeCall(profiles.setHoroscopeTradition, { body: { horoscopeTradition } }),
        {
          async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
            const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
            if (!data) return;
            dispatch(
              accountApi.util.updateQueryData(
                'myProfile',
                undefined,
                (draft) => void Object.assign(draft, data)
              )
            );
            // Profile pages already loaded show the matches in the new order without a second request.
            for (const profileId of discoveryApi.util.selectCachedArgsForQuery(getState(), 'horoscopeMatch'))
              dispatch(
                discoveryApi.util.updateQueryData('horoscopeMatch', profileId, (draft) => {
                  draft.tradition = data.horoscopeTradition;
                })
              );
          }
        }
      ),
      mySubscription: endpoint.query(billing.getMySubscription),
      plans: endpoint.query(billing.listPlans, { extraOptions: { visitor: true } })
    };
  }
});

type ApiDispatch = ThunkDispatch<{ api: ReturnType<typeof api.reducer> }, unknown, UnknownAction>;

/** Puts a profile answered outside RTK Query (an upload) into the cache. */
export function useReplaceProfile(): (profile: OwnProfile) => void {
  const dispatch = useDispatch<ApiDispatch>();
  return (profile) => void dispatch(accountApi.util.upsertQueryData('myProfile', undefined, profile));
}

export const {
  useMyProfileQuery,
  useCreateProfileMutation,
  useUpdateProfileMutation,
  useDeletePhotoMutation,
  useReorderPhotosMutation,
  useSetPrimaryPhotoMutation,
  useDeleteHoroscopeMutation,
  useSetVisibilityMutation,
  useSetPhotoPrivacyMutation,
  useSetHoroscopeTraditionMutation,
  useMySubscriptionQuery,
  usePlansQuery
} = accountApi;
