import { type Challenge } from 'altcha-lib/types';
import { SIGNIN_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { problem } from '@matrimony/service-kit';
import { checkCaptcha, newCaptchaChallenge } from '../domain/captcha';
import { ADDRESS_ACTIVITY_WINDOW_MS } from '../domain/limits';
import { sourceHash } from '../domain/mobile-hash';
import { proofIsEnough, requiredMaxNumber, type AddressActivity } from '../domain/proof-of-work';
import { type IdentityDeps } from './deps';

type Deps = Pick<IdentityDeps, 'config' | 'stores' | 'now'>;

/** The activity keys of an address (a keyed hash of it: no address is stored). */
export const requestsKey = (source: string) => `requests:${source}`;
export const failuresKey = (source: string) => `sign-in-failures:${source}`;

export const sourceOf = (deps: Deps, address: string | undefined) =>
  sourceHash(deps.config.MOBILE_HASH_KEY, address ?? 'unknown');

/** The address's requests and sign-in failures (any number) within the activity window. */
export async function activityOf(deps: Deps, source: string): Promise<AddressActivity> {
  const now = deps.now();
  const [requests, failures] = await Promise.all([
    deps.stores.addressActivity.count(requestsKey(source), ADDRESS_ACTIVITY_WINDOW_MS, now),
    deps.stores.addressActivity.count(failuresKey(source), ADDRESS_ACTIVITY_WINDOW_MS, now)
  ]);
  return { requests, failures };
}

/**
 * A challenge as hard as anything the address may need: its volume, and its sign-in failures for any number (at
 * least those for the number it will use), so one challenge always pays.
 */
export async function challengeFor(deps: Deps, source: string): Promise<Challenge> {
  return newCaptchaChallenge(
    deps.config.ALTCHA_HMAC_KEY,
    requiredMaxNumber(deps.config.ALTCHA_MAX_NUMBER, await activityOf(deps, source))
  );
}

/**
 * Checks that `payload` solves a challenge at least as hard as `activity` requires, once (428 `captcha_required`
 * without one, `refusal` otherwise), then counts this request towards the address's volume.
 */
export async function payProofOfWork(
  deps: Deps,
  source: string,
  payload: string | undefined,
  activity: AddressActivity,
  refusal: () => Error
): Promise<void> {
  if (!payload) throw problem(428, SIGNIN_MESSAGES.securityCheckNeeded as UserMessage, 'captcha_required');
  const solved = await checkCaptcha(deps.config.ALTCHA_HMAC_KEY, payload);
  if (!solved || !proofIsEnough(deps.config.ALTCHA_MAX_NUMBER, solved.maxNumber, activity)) throw refusal();
  if (!(await deps.stores.singleUse.claim(`captcha:${solved.signature}`, solved.expiresAt))) throw refusal();
}

export function countRequest(deps: Deps, source: string): Promise<void> {
  return deps.stores.addressActivity.add([requestsKey(source)], deps.now());
}
