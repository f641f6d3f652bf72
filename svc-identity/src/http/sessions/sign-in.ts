import { type Request, type Response } from 'express';
import { identityRoutes as routes } from '@matrimony/contracts/http/identity';
import { OTP_SEND_ERRORS, SIGNIN_MESSAGES } from '@matrimony/catalog/messages';
import { inputOf, problem, sendJson, type LimitedKey } from '@matrimony/service-kit';
import {
  SIGN_IN_FAILURES_FROM_KNOWN_SOURCES,
  SIGN_IN_FAILURES_FROM_NEW_SOURCES,
  SIGN_IN_FAILURES_PER_MOBILE_AND_SOURCE
} from '../../domain/limits';
import { mobileHash } from '../../domain/mobile-hash';
import { signInNeedsProof } from '../../domain/proof-of-work';
import { type IdentityDeps } from '../deps';
import { enforceLimits } from '../limits';
import {
  challengeFor,
  countRequest,
  payProofOfWork,
  proofNeeded,
  requestsOf,
  sourceOf
} from '../proof-of-work';

const TOO_MANY_SIGN_INS = { message: SIGNIN_MESSAGES.tooManyAttempts, code: 'too_many_requests' };
const captchaFailed = () => problem(400, OTP_SEND_ERRORS['captcha_check_failed'], 'captcha_check_failed');

/** Failures of one number from one source (keyed hashes of both). */
const pairKey = (mobile: string, source: string) => `sign-in-failures:${mobile}:${source}`;

/** What a sign-in of this number from this source must pay: the address's volume and the pair's recent failures. */
async function signInActivity(deps: IdentityDeps, number: string, source: string) {
  const [requests, failures] = await Promise.all([
    requestsOf(deps, source),
    deps.stores.addressActivity.count(
      pairKey(number, source),
      SIGN_IN_FAILURES_PER_MOBILE_AND_SOURCE.windowMs,
      deps.now()
    )
  ]);
  return { requests, failures };
}

/** POST /sessions/challenge: the challenge `signInHandler` will ask this source to have solved for this number. */
export function signInChallengeHandler(deps: IdentityDeps) {
  return async (req: Request, res: Response) => {
    const { mobile } = inputOf(res, routes.getSignInChallenge.request).body;
    const activity = await signInActivity(
      deps,
      mobileHash(deps.config.MOBILE_HASH_KEY, mobile),
      sourceOf(deps, req.ip)
    );
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.getSignInChallenge, await challengeFor(deps, activity));
  };
}

/**
 * POST /sessions. Only failures count, per number and source together, so a stranger's guesses cost the stranger:
 * a source with recent failures for the number (or a busy address) must pay proof of work, harder with each
 * failure, and its failures for the number are capped. What reaches Keycloak is kept below its lockout (domain/
 * limits.ts), with a share no stranger can spend for the sources the number signed in from before.
 */
export function signInHandler(deps: IdentityDeps) {
  const { stores, tokens, config } = deps;
  return async (req: Request, res: Response) => {
    const { mobile, password, challenge } = inputOf(res, routes.signIn.request).body;
    const source = sourceOf(deps, req.ip);
    const number = mobileHash(config.MOBILE_HASH_KEY, mobile);
    const [activity, known] = await Promise.all([
      signInActivity(deps, number, source),
      stores.signInSources.isKnown(number, source, deps.now())
    ]);
    if (signInNeedsProof(activity))
      await payProofOfWork(deps, challenge, activity, { refusal: captchaFailed, tooEasy: proofNeeded });
    await countRequest(deps, source);

    // Each attempt takes a failure in advance (atomically, so parallel guesses cannot overshoot); a success or an
    // answer that is no wrong password gives it back.
    const budget = known ? SIGN_IN_FAILURES_FROM_KNOWN_SOURCES : SIGN_IN_FAILURES_FROM_NEW_SOURCES;
    const budgetKey = `sign-in-failures:${known ? 'known' : 'new'}-sources:${number}`;
    const limits: LimitedKey[] = [
      { key: pairKey(number, source), limit: SIGN_IN_FAILURES_PER_MOBILE_AND_SOURCE },
      { key: budgetKey, limit: budget }
    ];
    const giveBack = await enforceLimits(stores.rateLimits, limits, TOO_MANY_SIGN_INS, deps.now());
    let result: Awaited<ReturnType<typeof tokens.passwordGrant>>;
    try {
      result = await tokens.passwordGrant(mobile, password);
    } catch (err) {
      await giveBack();
      throw err;
    }
    if (result.ok) {
      // Keycloak forgets its failures on a success, so the number's budgets start again; this source is now known.
      await stores.rateLimits.clear([
        pairKey(number, source),
        `sign-in-failures:known-sources:${number}`,
        `sign-in-failures:new-sources:${number}`
      ]);
      await stores.signInSources.remember(number, source, deps.now());
      res.set('Cache-Control', 'no-store');
      return sendJson(res, routes.signIn, result.tokens);
    }
    // A suspended member is told so (Keycloak says "Account disabled" whatever the password, so this answer
    // reveals that the number belongs to a suspended account; the failure limits bound how fast that can be asked).
    if (result.reason === 'account_disabled') {
      await giveBack();
      throw problem(403, SIGNIN_MESSAGES.accountSuspended, 'account_suspended');
    }
    await stores.addressActivity.add([pairKey(number, source)], deps.now());
    // Unknown number, wrong password and locked account: one status, one body (no account enumeration).
    throw problem(401, SIGNIN_MESSAGES.signInFailed, 'invalid_credentials');
  };
}
