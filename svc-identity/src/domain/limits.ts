// Every limit svc-identity enforces, in one place (README.md lists them for operators).
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

import { type WindowLimit } from '@matrimony/service-kit';
import { EMAIL_CHANGE_LINK_VALIDITY_HOURS } from '@matrimony/catalog/constants';

export type { WindowLimit };

export const OTP_VALIDITY_MS = 10 * MINUTE_MS;
export const OTP_RESEND_COOLDOWN_MS = 30 * SECOND_MS;
export const OTP_MAX_VERIFY_ATTEMPTS = 5;
export const OTP_SENDS_PER_MOBILE: WindowLimit = { max: 5, windowMs: HOUR_MS };
/**
 * Mobile changes only (a signed-in member's new number). Sign-up codes have no per-address refusal: a busy address
 * pays more proof of work instead (below), and every verification needs a code that cost a send.
 */
export const OTP_SENDS_PER_IP: WindowLimit = { max: 20, windowMs: HOUR_MS };
export const OTP_VERIFICATIONS_PER_IP: WindowLimit = { max: 60, windowMs: 15 * MINUTE_MS };

/**
 * Proof of work instead of per-address refusals: carrier-grade NAT puts thousands of members behind one public
 * IPv4 address, so a busy address pays more per request rather than being turned away. The difficulty (ALTCHA
 * maxnumber) is the base (`ALTCHA_MAX_NUMBER`) times one more for every `POW_REQUESTS_PER_STEP` requests the address
 * made within `ADDRESS_ACTIVITY_WINDOW_MS` (sign-up codes sent, sign-ins tried), at most `POW_MAX_VOLUME_FACTOR`.
 */
export const ADDRESS_ACTIVITY_WINDOW_MS = HOUR_MS;
export const POW_REQUESTS_PER_STEP = 50;
export const POW_MAX_VOLUME_FACTOR = 16;
/** Each recent sign-in failure doubles the difficulty, up to this factor in all. */
export const POW_MAX_FACTOR = 64;
/** Sign-ins an address may try per activity window without any proof of work (none of them failed). */
export const SIGN_INS_WITHOUT_PROOF_PER_ADDRESS = 20;

/** The ALTCHA challenge must be solved and used within this time, once. */
export const CAPTCHA_VALIDITY_MS = 10 * MINUTE_MS;

/** A verified mobile may be registered within this time (single use): long enough to fill the six-step wizard. */
export const PHONE_TOKEN_VALIDITY_S = 60 * 60;
/**
 * E-mail checks before the final submit. The token limit is the guard: each token cost an SMS, whose proof of
 * work grows with the address's volume, so an address has no limit of its own (many members share one).
 */
export const REGISTRATION_CHECKS_PER_PHONE_TOKEN: WindowLimit = {
  max: 5,
  windowMs: PHONE_TOKEN_VALIDITY_S * SECOND_MS
};
/** A registration claim without a Keycloak user older than this is treated as abandoned. */
export const REGISTRATION_CLAIM_STALE_MS = 2 * MINUTE_MS;

/**
 * The realm's brute-force settings (deploy/keycloak/realm-matrimony.json) the sign-in limits are derived from:
 * Keycloak locks an account once `failureFactor` failures follow each other with gaps under `maxDeltaTimeSeconds`,
 * and forgets them on a successful sign-in. Its quick-login check is off (0 ms) in the realm.
 */
export const KEYCLOAK_FAILURE_FACTOR = 30;
export const KEYCLOAK_MAX_DELTA_MS = 12 * HOUR_MS;

/**
 * Sign-in counts failures, never attempts, keyed on the number and the source together (both as keyed hashes): a
 * stranger's wrong passwords cost that stranger, at that address, and never lock the owner out.
 */
export const SIGN_IN_FAILURES_PER_MOBILE_AND_SOURCE: WindowLimit = { max: 5, windowMs: 15 * MINUTE_MS };
/**
 * Failures of one number that reach Keycloak, from sources it never signed in from and from ones it did. Any
 * `KEYCLOAK_FAILURE_FACTOR` failures chained with gaps under `KEYCLOAK_MAX_DELTA_MS` fit in this window, which
 * holds at most 15 + 10 of them, so no stranger can reach Keycloak's lockout; a success empties both (Keycloak
 * forgets its count then too). Strangers spending theirs never touch the owner's, from where the owner signs in.
 */
export const SIGN_IN_FAILURE_BUDGET_WINDOW_MS =
  (KEYCLOAK_FAILURE_FACTOR - 1) * KEYCLOAK_MAX_DELTA_MS + HOUR_MS;
export const SIGN_IN_FAILURES_FROM_NEW_SOURCES: WindowLimit = {
  max: 15,
  windowMs: SIGN_IN_FAILURE_BUDGET_WINDOW_MS
};
export const SIGN_IN_FAILURES_FROM_KNOWN_SOURCES: WindowLimit = {
  max: 10,
  windowMs: SIGN_IN_FAILURE_BUDGET_WINDOW_MS
};
/** A source the number signed in from successfully is known this long after its last success. */
export const KNOWN_SIGN_IN_SOURCE_MS = 90 * 24 * HOUR_MS;

/**
 * Wrong passwords re-entered by a signed-in member (deleting the account, changing the password), per member
 * and counted together: they feed Keycloak's failure count like sign-ins do, so these endpoints stop long before
 * the realm's failureFactor. Anyone holding a member's session must not be
 * able to lock the member out through them.
 */
export const PASSWORD_CHECK_FAILURES_PER_MEMBER: WindowLimit = { max: 3, windowMs: 12 * HOUR_MS };
export const PASSWORD_CHECKS_PER_IP: WindowLimit = { max: 20, windowMs: 15 * MINUTE_MS };
/** One check at a time per member: Keycloak also locks on two failures within a second (quickLoginCheckMilliSeconds). */
export const PASSWORD_CHECKS_PER_MEMBER_BURST: WindowLimit = { max: 1, windowMs: 2 * SECOND_MS };

export const RESET_LINK_VALIDITY_S = 60 * 60;
export const RESET_REQUESTS_PER_EMAIL: WindowLimit = { max: 3, windowMs: HOUR_MS };
export const RESET_REQUESTS_PER_IP: WindowLimit = { max: 20, windowMs: HOUR_MS };
export const RESET_CONFIRMS_PER_IP: WindowLimit = { max: 20, windowMs: HOUR_MS };

/** Settings, Account: the link that confirms a new e-mail address (the catalog's hours, which the page and e-mail quote). */
export const EMAIL_CHANGE_LINK_VALIDITY_S = EMAIL_CHANGE_LINK_VALIDITY_HOURS * 60 * 60;
/** Links and codes a member may ask for to change the e-mail or mobile (together), so nobody mails or texts strangers in bulk. */
export const CONTACT_CHANGE_REQUESTS_PER_MEMBER: WindowLimit = { max: 10, windowMs: HOUR_MS };
export const EMAIL_CHANGE_CONFIRMS_PER_IP: WindowLimit = { max: 30, windowMs: HOUR_MS };

/** Passwords among this many most common ones (zxcvbn-ts frequency list) are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;
