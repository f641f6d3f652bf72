import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type MemberProfile, type MemberState, type SessionEvent, type Subscription } from './member-state';
import { type SessionUser } from './tokens';

/** `loading` while the session is being resolved (restore, another tab), then signedIn or signedOut. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  /** What started the current session (decides the member-data reload schedule). */
  event: SessionEvent | null;
  profile: MemberProfile | null;
  subscription: Subscription | null;
  isPremium: boolean;
  /** true until the first profile/subscription read of this session finished. */
  memberLoading: boolean;
};

const initialState: SessionState = {
  status: 'loading',
  user: null,
  event: null,
  profile: null,
  subscription: null,
  isPremium: false,
  memberLoading: false
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ user: SessionUser; event: SessionEvent }>) {
      const sameUser = state.user?.id === action.payload.user.id;
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.event = action.payload.event;
      if (!sameUser) {
        state.profile = null;
        state.subscription = null;
        state.isPremium = false;
        state.memberLoading = true;
      }
    },
    userUpdated(state, action: PayloadAction<SessionUser>) {
      if (state.status === 'signedIn') state.user = action.payload;
    },
    memberStateLoaded(state, action: PayloadAction<MemberState>) {
      if (state.status !== 'signedIn') return;
      state.profile = action.payload.profile ?? state.profile;
      state.subscription = action.payload.subscription ?? state.subscription;
      state.isPremium = action.payload.isPremium;
      state.memberLoading = false;
    },
    /** Nobody is signed in: user, profile and subscription are cleared. */
    sessionEnded() {
      return { ...initialState, status: 'signedOut' as const };
    }
  },
  selectors: {
    selectSession: (state) => state,
    selectStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectProfile: (state) => state.profile,
    selectSubscription: (state) => state.subscription,
    selectIsPremium: (state) => state.isPremium
  }
});

export const { sessionStarted, userUpdated, memberStateLoaded, sessionEnded } = sessionSlice.actions;
export const { selectSession, selectStatus, selectUser, selectProfile, selectSubscription, selectIsPremium } = sessionSlice.selectors;
