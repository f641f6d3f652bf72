// The member's own data, as RTK Query endpoints on the site's one API (@matrimony/session/api).
import { useDispatch } from 'react-redux';
import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '@matrimony/session/api';
import { type ProfileChange } from '../edit-profile/form-values';
import type { RequestBodyOf } from '@matrimony/contracts/http/route';
import type { photoPrivacyRoutes } from '@matrimony/contracts/http/profile/photo-privacy';
import type { MySubscription, PlansAnswer } from '@matrimony/contracts/http/billing/subscriptions';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';

type PhotoPrivacy = RequestBodyOf<typeof photoPrivacyRoutes.setPhotoPrivacy>['photoPrivacy'];

export const accountApi = api.injectEndpoints({
  endpoints: (build) => {
    /** Every profile change answers the whole profile: it replaces the cached one (no second read). */
    const profileChange = <Arg>(request: (arg: Arg) => { url: string; method: string; body?: unknown }) =>
      build.mutation<OwnProfile, Arg>({
        query: request,
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(accountApi.util.upsertQueryData('myProfile', undefined, data));
        }
      });
    return {
      myProfile: build.query<OwnProfile, void>({ query: () => 'profiles/me' }),
      createProfile: profileChange((body: ProfileChange) => ({ url: 'profiles', method: 'POST', body })),
      updateProfile: profileChange((body: Partial<ProfileChange>) => ({
        url: 'profiles/me',
        method: 'PATCH',
        body
      })),
      deletePhoto: profileChange((id: string) => ({
        url: `profiles/me/photos/${encodeURIComponent(id)}`,
        method: 'DELETE'
      })),
      reorderPhotos: profileChange((photoIds: string[]) => ({
        url: 'profiles/me/photos/order',
        method: 'PUT',
        body: { photoIds }
      })),
      setPrimaryPhoto: profileChange((id: string) => ({
        url: `profiles/me/photos/${encodeURIComponent(id)}/primary`,
        method: 'PUT'
      })),
      deleteHoroscope: profileChange((_: void) => ({ url: 'profiles/me/horoscope', method: 'DELETE' })),
      setVisibility: profileChange((hidden: boolean) => ({
        url: 'profiles/me/visibility',
        method: 'PUT',
        body: { hidden }
      })),
      setPhotoPrivacy: build.mutation<{ photoPrivacy: PhotoPrivacy }, PhotoPrivacy>({
        query: (photoPrivacy) => ({
          url: 'profiles/me/photo-privacy',
          method: 'PUT',
          body: { photoPrivacy }
        }),
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
      }),
      mySubscription: build.query<MySubscription, void>({ query: () => 'billing/subscriptions/me' }),
      plans: build.query<PlansAnswer, void>({ query: () => 'billing/plans' })
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
  useMySubscriptionQuery,
  usePlansQuery
} = accountApi;
