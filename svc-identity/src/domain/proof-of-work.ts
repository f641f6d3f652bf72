import {
  POW_MAX_FACTOR,
  POW_MAX_VOLUME_FACTOR,
  POW_REQUESTS_PER_STEP,
  SIGN_INS_WITHOUT_PROOF_PER_ADDRESS
} from './limits';

/** What an address did recently, as the proof of work it must pay for sees it. */
export interface AddressActivity {
  /** Requests from the address within the activity window (codes sent, sign-ins tried). */
  requests: number;
  /** Recent sign-in failures: from the address for any number (a challenge), or for the one number (a sign-in). */
  failures: number;
}

const volumeFactor = (requests: number) =>
  Math.min(POW_MAX_VOLUME_FACTOR, 1 + Math.floor(Math.max(0, requests) / POW_REQUESTS_PER_STEP));

/** The ALTCHA maxnumber an address must solve up to: grows with its volume, doubles with each recent failure. */
export function requiredMaxNumber(base: number, activity: AddressActivity): number {
  const factor = Math.min(
    POW_MAX_FACTOR,
    volumeFactor(activity.requests) * 2 ** Math.min(activity.failures, 6)
  );
  return base * factor;
}

/**
 * Whether a solution of a challenge of `solvedMaxNumber` pays for a request needing `activity`. One volume step of
 * grace: the address may have got busier (its other members) while this one solved the challenge. Failures get
 * none: they are this source's own.
 */
export function proofIsEnough(base: number, solvedMaxNumber: number, activity: AddressActivity): boolean {
  return (
    solvedMaxNumber >=
    requiredMaxNumber(base, { ...activity, requests: activity.requests - POW_REQUESTS_PER_STEP })
  );
}

/** A sign-in costs no proof of work from a quiet address with no recent failure for the number. */
export function signInNeedsProof(activity: AddressActivity): boolean {
  return activity.failures > 0 || activity.requests >= SIGN_INS_WITHOUT_PROOF_PER_ADDRESS;
}
