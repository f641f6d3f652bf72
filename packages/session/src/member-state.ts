import {
  FETCH_RETRIES,
  FETCH_RETRY_GAP_MS,
  SIGNIN_PROFILE_RELOAD_DELAY_MS,
  SIGNUP_PROFILE_RELOAD_DELAYS_MS
} from '@matrimony/catalog/constants';
import type { MySubscription, Subscription } from '@matrimony/contracts/http/billing/subscriptions';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';

/** The member's own profile (GET /api/profiles/me), as svc-profile's contract defines it. */
export type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
export type { MySubscription, Subscription } from '@matrimony/contracts/http/billing/subscriptions';

/** What started the session: decides when the member's data is reloaded (SIGNUP_PROFILE_RELOAD_DELAYS_MS, SIGNIN_PROFILE_RELOAD_DELAY_MS). */
export type SessionEvent = 'signIn' | 'signUp' | 'restore';

/** Extra reloads after the first load: sign-up 3 s and 5 s (welcome offer arrives by event), sign-in 2 s. */
export function reloadDelaysFor(event: SessionEvent): readonly number[] {
  if (event === 'signUp') return SIGNUP_PROFILE_RELOAD_DELAYS_MS;
  if (event === 'signIn') return [SIGNIN_PROFILE_RELOAD_DELAY_MS];
  return [];
}

export type RetryOptions = {
  attempts?: number;
  gapMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Profile and subscription reads: tried up to 5 times 1.5 s apart, then given up silently
 * (spec: "silently retried, then ignored"): resolves null instead of throwing.
 */
export async function readWithRetry<T>(
  read: () => Promise<T>,
  options: RetryOptions = {}
): Promise<T | null> {
  const attempts = options.attempts ?? FETCH_RETRIES;
  const gapMs = options.gapMs ?? FETCH_RETRY_GAP_MS;
  const wait = options.sleep ?? sleep;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await read();
    } catch (_error) {
      if (attempt < attempts) await wait(gapMs);
    }
  }
  return null;
}

export type MemberReads = {
  readProfile: () => Promise<OwnProfile | null>;
  readSubscription: () => Promise<MySubscription>;
};

export type MemberState = {
  profile: OwnProfile | null;
  subscription: Subscription | null;
  isPremium: boolean;
  justExpired: boolean;
};

/** Reads profile and subscription together; a read that keeps failing leaves its part empty. */
export async function loadMemberState(reads: MemberReads, options: RetryOptions = {}): Promise<MemberState> {
  const [profile, subscription] = await Promise.all([
    readWithRetry(reads.readProfile, options),
    readWithRetry(reads.readSubscription, options)
  ]);
  return {
    profile: profile ?? null,
    subscription: subscription?.subscription ?? null,
    isPremium: subscription?.isPremium ?? false,
    justExpired: subscription?.justExpired ?? false
  };
}
