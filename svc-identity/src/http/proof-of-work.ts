import { type Challenge } from 'altcha-lib/types';
import { SIGNIN_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { problem } from '@matrimony/service-kit';
import { checkCaptcha, newCaptchaChallenge } from '../domain/captcha';
import { ADDRESS_ACTIVITY_WINDOW_MS } from '../domain/limits';
import { sourceHash } from '../domain/mobile-hash';
import { proofIsEnough, requiredMaxNumber, type AddressActivity } from '../domain/proof-of-work';
import { type IdentityDeps } from './deps';

type Deps = Pick<IdentityDeps, 'config' | 'stores' | 'now'>;

/** The activity key of an address (a keyed hash of it: no address is stored). */
export const requestsKey = (source: string) => `requests:${source}`;

export const sourceOf = (deps: Deps, address: string | undefined) =>
  sourceHash(deps.config.MOBILE_HASH_KEY, address ?? 'unknown');

/** Requests from the address within the activity window. */
export function requestsOf(deps: Deps, source: string): Promise<number> {
  return deps.stores.addressActivity.count(requestsKey(source), ADDRESS_ACTIVITY_WINDOW_MS, deps.now());
}

/** A challenge as hard as `activity` requires (the address's volume; for a sign-in, its failures for the number). */
export function challengeFor(deps: Deps, activity: AddressActivity): Promise<Challenge> {
  return newCaptchaChallenge(
    deps.config.ALTCHA_HMAC_KEY,
    requiredMaxNumber(deps.config.ALTCHA_MAX_NUMBER, activity)
  );
}

/**
 * Checks that `payload` solves a challenge at least as hard as `activity` requires, once. A forged, expired or used
 * solution is refused (`refusal`); a missing one, or one too easy, is `tooEasy` (a sign-in asks for a new one, 428).
 */
export async function payProofOfWork(
  deps: Deps,
  payload: string | undefined,
  activity: AddressActivity,
  refusals: { refusal: () => Error; tooEasy: () => Error }
): Promise<void> {
  if (!payload) throw refusals.tooEasy();
  const solved = await checkCaptcha(deps.config.ALTCHA_HMAC_KEY, payload);
  if (!solved) throw refusals.refusal();
  if (!proofIsEnough(deps.config.ALTCHA_MAX_NUMBER, solved.maxNumber, activity)) throw refusals.tooEasy();
  if (!(await deps.stores.singleUse.claim(`captcha:${solved.signature}`, solved.expiresAt)))
    throw refusals.refusal();
}

export function countRequest(deps: Deps, source: string): Promise<void> {
  return deps.stores.addressActivity.add([requestsKey(source)], deps.now());
}

/** 428: the sign-in must carry a solved challenge of POST /sessions/challenge. */
export const proofNeeded = () =>
  problem(428, SIGNIN_MESSAGES.securityCheckNeeded as UserMessage, 'captcha_required');
