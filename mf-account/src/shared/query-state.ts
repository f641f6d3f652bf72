// Which of a page's four states to show for an RTK Query read of the member's profile.
import { asProblem } from '@matrimony/session';

export type ProfileState = 'loading' | 'ready' | 'missing' | 'failed';

/** "missing" is svc-profile's 404: registration did not save a profile, so the member creates one. */
export function profileState(result: { data?: unknown; error?: unknown; isLoading: boolean }): ProfileState {
  if (result.data) return 'ready';
  if (result.isLoading) return 'loading';
  return asProblem(result.error)?.status === 404 ? 'missing' : 'failed';
}
