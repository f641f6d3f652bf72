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
export const OTP_SENDS_PER_IP: WindowLimit = { max: 20, windowMs: HOUR_MS };
export const OTP_VERIFICATIONS_PER_IP: WindowLimit = { max: 60, windowMs: 15 * MINUTE_MS };

/** The ALTCHA challenge must be solved and used within this time, once. */
export const CAPTCHA_VALIDITY_MS = 10 * MINUTE_MS;

/** A verified mobile may be registered within this time (single use): long enough to fill the six-step wizard. */
export const PHONE_TOKEN_VALIDITY_S = 60 * 60;
/**
 * E-mail checks before the final submit. The token limit is the guard (each token cost an SMS); the
 * address limit only caps one source at what its OTP allowance could earn (20 tokens x 5), since
 * many members share an address behind a mobile carrier's NAT.
 */
export const REGISTRATION_CHECKS_PER_PHONE_TOKEN: WindowLimit = { max: 5, windowMs: PHONE_TOKEN_VALIDITY_S * SECOND_MS };
export const REGISTRATION_CHECKS_PER_IP: WindowLimit = { max: 100, windowMs: HOUR_MS };
/** A registration claim without a Keycloak user older than this is treated as abandoned. */
export const REGISTRATION_CLAIM_STALE_MS = 2 * MINUTE_MS;

export const SIGN_INS_PER_MOBILE: WindowLimit = { max: 10, windowMs: 15 * MINUTE_MS };
export const SIGN_INS_PER_IP: WindowLimit = { max: 50, windowMs: 15 * MINUTE_MS };

/**
 * Wrong passwords re-entered by a signed-in member (deleting the account, changing the password), per member
 * and counted together: Keycloak locks an account after 5 failed password checks (the realm's failureFactor,
 * counted over 12 hours), so these endpoints stop before that. Anyone holding a member's session must not be
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
