import { SESSION_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { callRoute } from './api-client';
import { apiRoutes } from './api-routes';
import { type KeycloakLike } from './keycloak-like';
import { loadMemberState, type OwnProfile, type RetryOptions, type MySubscription } from './member-state';
import { ApiProblem } from './problem';
import { isAdministrator } from './roles';
import { memberStateLoaded } from './session-slice';
import { userFromClaims } from './tokens';

export type MemberStateRefreshDeps = {
  /** This tab's keycloak-js instance now (its token is the bearer). */
  current: () => KeycloakLike | null;
  /** Changes whenever a session starts or ends here: an answer for an earlier session is dropped. */
  generation: () => number;
  fetch: typeof fetch;
  retry?: RetryOptions;
  dispatch: (action: { type: string }) => unknown;
  onNotice: (message: UserMessage, variant: 'destructive') => void;
};

/** Reads the member's profile and subscription into the store (and says when the subscription just expired). */
export function createMemberStateRefresh(deps: MemberStateRefreshDeps): () => Promise<void> {
  const readProfile = async (): Promise<OwnProfile | null> => {
    const keycloak = deps.current();
    // Administrators' accounts are staff accounts without a member profile (they work in the console at /admin):
    // asking would answer 404 on every page they open.
    if (isAdministrator(userFromClaims(keycloak?.tokenParsed ?? keycloak?.idTokenParsed ?? {}))) return null;
    try {
      return await callRoute(apiRoutes.profiles.getOwnProfile, { bearer: keycloak?.token }, deps.fetch);
    } catch (error) {
      // No profile yet (registration still creating it): not an error worth retrying.
      if (error instanceof ApiProblem && error.status === 404) return null;
      throw error;
    }
  };
  const readSubscription = (): Promise<MySubscription> =>
    callRoute(apiRoutes.billing.getMySubscription, { bearer: deps.current()?.token }, deps.fetch);

  async function refreshProfile(): Promise<void> {
    const started = deps.generation();
    const state = await loadMemberState({ readProfile, readSubscription }, deps.retry);
    if (started !== deps.generation()) return;
    deps.dispatch(memberStateLoaded(state));
    if (state.justExpired) {
      deps.onNotice(SESSION_MESSAGES.subscriptionExpired, 'destructive');
      // The subscription was just rewritten to free: read the profile again, as after any change of plan.
      void refreshProfile();
    }
  }

  return refreshProfile;
}
