// After an interest or a shortlist change made from a card, the cards and profile page already in the cache
// say so too: the search and recommendations do not re-read on connection changes, and Back to a list shows
// its cached pages.
import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { type api } from '@matrimony/session/api';
import { type SendInterestAnswer } from '../api/connections-api';
import { discoveryApi, type Card } from '../api/discovery-api';

type ApiState = { api: ReturnType<typeof api.reducer> };
type ApiDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

export type CardChange = { shortlisted: boolean } | { interest: SendInterestAnswer };

/** Writes a change made on the member `profileId` into every cached card of theirs and their cached profile page. */
export function useMarkCard(): (profileId: string, change: CardChange) => void {
  const dispatch = useDispatch<ApiDispatch>();
  const store = useStore<ApiState>();
  return (profileId, change) => {
    const mark = (card: Card) => {
      if (card.id !== profileId) return;
      if ('shortlisted' in change) card.marks.shortlisted = change.shortlisted;
      else card.marks.interestSent = !change.interest.matched;
    };
    const state = store.getState();
    for (const query of discoveryApi.util.selectCachedArgsForQuery(state, 'searchProfiles'))
      dispatch(
        discoveryApi.util.updateQueryData('searchProfiles', query, (draft) => draft.items.forEach(mark))
      );
    if (discoveryApi.util.selectCachedArgsForQuery(state, 'recommendations').length)
      dispatch(
        discoveryApi.util.updateQueryData('recommendations', undefined, (draft) => draft.items.forEach(mark))
      );
    if (discoveryApi.util.selectCachedArgsForQuery(state, 'profilePage').includes(profileId))
      dispatch(
        discoveryApi.util.updateQueryData('profilePage', profileId, (draft) => {
          mark(draft.profile);
          if ('shortlisted' in change) draft.relation.shortlisted = change.shortlisted;
          else {
            draft.relation.interest = change.interest.interest;
            draft.relation.isMatch = change.interest.matched;
            draft.relation.interestsRemainingToday = change.interest.remainingToday;
          }
        })
      );
  };
}
