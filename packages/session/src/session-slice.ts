import { type UnknownAction } from 'redux';
import { type OwnProfile, type MemberState, type SessionEvent, type Subscription } from './member-state';
import { type SessionUser } from './tokens';

// Plain Redux on purpose (no createSlice): the landing page's store then needs only redux core, and
// Redux Toolkit (a shared module, ~13 KB gzip) loads with the first page that uses it.

/** `loading` while the session is being resolved (restore, another tab), then signedIn or signedOut. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  /** What started the current session (decides the member-data reload schedule). */
  event: SessionEvent | null;
  profile: OwnProfile | null;
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

export const sessionStarted = (payload: { user: SessionUser; event: SessionEvent }) => ({
  type: 'session/sessionStarted' as const,
  payload
});
export const userUpdated = (payload: SessionUser) => ({ type: 'session/userUpdated' as const, payload });
export const memberStateLoaded = (payload: MemberState) => ({
  type: 'session/memberStateLoaded' as const,
  payload
});
/** Nobody is signed in: user, profile and subscription are cleared. */
export const sessionEnded = () => ({ type: 'session/sessionEnded' as const });

type SessionAction = ReturnType<
  typeof sessionStarted | typeof userUpdated | typeof memberStateLoaded | typeof sessionEnded
>;

export function sessionReducer(
  state: SessionState = initialState,
  unknownAction: UnknownAction
): SessionState {
  const action = unknownAction as SessionAction;
  switch (action.type) {
    case 'session/sessionStarted': {
      const { user, event } = action.payload;
      const sameUser = state.user?.id === user.id;
      const memberData = sameUser
        ? {}
        : { profile: null, subscription: null, isPremium: false, memberLoading: true };
      return { ...state, status: 'signedIn', user, event, ...memberData };
    }
    case 'session/userUpdated':
      return state.status === 'signedIn' ? { ...state, user: action.payload } : state;
    case 'session/memberStateLoaded': {
      if (state.status !== 'signedIn') return state;
      const { profile, subscription, isPremium } = action.payload;
      return {
        ...state,
        profile: profile ?? state.profile,
        subscription: subscription ?? state.subscription,
        isPremium,
        memberLoading: false
      };
    }
    case 'session/sessionEnded':
      return { ...initialState, status: 'signedOut' };
    default:
      return state;
  }
}

type WithSession = { session: SessionState };
export const selectSession = (root: WithSession) => root.session;
export const selectStatus = (root: WithSession) => root.session.status;
export const selectUser = (root: WithSession) => root.session.user;
export const selectProfile = (root: WithSession) => root.session.profile;
export const selectSubscription = (root: WithSession) => root.session.subscription;
export const selectIsPremium = (root: WithSession) => root.session.isPremium;
