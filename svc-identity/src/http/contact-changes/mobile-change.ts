import { type Logger, outboxEvent, problem } from '@matrimony/service-kit';
import {
  ACCOUNT_MESSAGES,
  CONTACT_CHANGE_MESSAGES,
  OTP_SEND_ERRORS,
  OTP_VERIFY_ERRORS,
  SIGNUP_MESSAGES,
  messageText
} from '@matrimony/catalog/messages';
import { maskMobile } from '@matrimony/catalog/masking';
import {
  CONTACT_CHANGE_REQUESTS_PER_MEMBER,
  OTP_RESEND_COOLDOWN_MS,
  OTP_SENDS_PER_IP,
  OTP_SENDS_PER_MOBILE,
  OTP_VERIFICATIONS_PER_IP
} from '../../domain/limits';
import { mobileHash } from '../../domain/mobile-hash';
import { generateOtp, hashOtp, mobileChangeOtpKey, otpMatches } from '../../domain/otp';
import { type KeycloakUser } from '../../keycloak/admin-api';
import { checkCurrentPassword } from '../current-password';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';

const TOO_MANY_CHANGES = { message: CONTACT_CHANGE_MESSAGES.tooManyChanges, code: 'too_many_requests' };
const TOO_MANY_REQUESTS = { message: OTP_SEND_ERRORS['too_many_requests'], code: 'too_many_requests' };
/** A number in use and a barred number get this one answer, so it tells nothing about a ban. */
const mobileTaken = () =>
  problem(409, SIGNUP_MESSAGES.mobileAlreadyExists, 'mobile_already_exists', {
    errors: { mobile: messageText(SIGNUP_MESSAGES.mobileAlreadyExists) }
  });
const wrongCode = () =>
  problem(400, OTP_VERIFY_ERRORS['invalid_verification_code'], 'invalid_verification_code', {
    errors: { code: messageText(OTP_VERIFY_ERRORS['invalid_verification_code']) }
  });

const currentMobile = (user: KeycloakUser) => user.username;

/** Whether the number belongs to another account, or to a banned member (kept as a keyed hash only). */
async function isUnavailable(deps: IdentityDeps, userId: string, mobile: string): Promise<boolean> {
  const holder = await deps.admin.findByUsername(mobile);
  if (holder && holder.id !== userId) return true;
  return deps.stores.barredMobiles.isBarred(mobileHash(deps.config.MOBILE_HASH_KEY, mobile));
}

export interface MobileChangeRequest {
  userId: string;
  clientIp: string | undefined;
  mobile: string;
  currentPassword: string;
}

/**
 * POST /mobile-changes: after the current password, a code goes to the new number by SMS through the sign-up OTP's
 * machinery (its cooldown, hourly limit per number and per address), kept under a key of its own
 * (`mobileChangeOtpKey`), so a sign-up code is worth nothing here and this code nothing at sign-up.
 */
export async function requestMobileChange(deps: IdentityDeps, change: MobileChangeRequest, log: Logger) {
  const { admin, stores, secrets, config } = deps;
  const { mobile } = change;
  const user = await admin.getUser(change.userId);
  if (!user) throw problem(404, ACCOUNT_MESSAGES.accountNotFound, 'account_not_found');
  const { sameMobile } = CONTACT_CHANGE_MESSAGES;
  if (currentMobile(user) === mobile)
    throw problem(400, sameMobile, 'same_mobile', { errors: { mobile: messageText(sameMobile) } });
  await checkCurrentPassword(deps, change.clientIp, user, {
    field: 'currentPassword',
    password: change.currentPassword
  });
  await enforceLimit(
    stores.rateLimits,
    `contact-change:member:${user.id}`,
    CONTACT_CHANGE_REQUESTS_PER_MEMBER,
    TOO_MANY_CHANGES,
    deps.now()
  );
  if (await isUnavailable(deps, user.id, mobile)) throw mobileTaken();

  const key = mobileChangeOtpKey(user.id, mobile);
  await enforceLimit(
    stores.rateLimits,
    `otp-send:ip:${change.clientIp}`,
    OTP_SENDS_PER_IP,
    TOO_MANY_REQUESTS,
    deps.now()
  );
  const cooldown = await stores.otpCodes.cooldownSeconds(key, deps.now());
  if (cooldown > 0)
    throw problem(429, TOO_MANY_REQUESTS.message, TOO_MANY_REQUESTS.code, { retryAfterSeconds: cooldown });
  // Shared with sign-up codes: the number gets at most so many texts an hour, whatever asks for them.
  const releaseHourly = await enforceLimit(
    stores.rateLimits,
    `otp-send:mobile:${mobileHash(deps.config.MOBILE_HASH_KEY, mobile)}`,
    OTP_SENDS_PER_MOBILE,
    { message: OTP_SEND_ERRORS['quota_exceeded'], code: 'quota_exceeded' },
    deps.now()
  );
  const code = generateOtp();
  const codeHash = hashOtp(config.IDENTITY_TOKEN_SECRET, key, code);
  const issued = await stores.otpCodes.issue(key, codeHash, deps.now());
  if (!issued.issued) {
    await releaseHourly();
    throw problem(429, TOO_MANY_REQUESTS.message, TOO_MANY_REQUESTS.code, {
      retryAfterSeconds: issued.retryAfterSec
    });
  }
  try {
    // The member's id, so the code's SMS is written in their language.
    await secrets.otpRequested({
      mobile,
      code,
      expiresAt: issued.expiresAt.toISOString(),
      userId: change.userId
    });
  } catch (err) {
    await stores.otpCodes.discard(key, codeHash);
    await releaseHourly();
    log.error(
      { userId: user.id, err: (err as Error).message },
      'mobile change code could not be queued for SMS'
    );
    throw problem(503, OTP_SEND_ERRORS.other, 'other');
  }
  log.info({ userId: user.id }, 'mobile change code queued');
  return {
    mobile: maskMobile(mobile),
    expiresAt: issued.expiresAt.toISOString(),
    resendAfterSeconds: OTP_RESEND_COOLDOWN_MS / 1000
  };
}

/**
 * POST /mobile-changes/confirm: the right code makes the new number the account's username (what the member signs in
 * with; the old one stops working) and its verified `phone`, frees the old number for sign-up, and announces
 * `identity.user.contact-changed`.
 */
export async function confirmMobileChange(
  deps: IdentityDeps,
  input: { userId: string; clientIp: string | undefined; mobile: string; code: string },
  log: Logger
) {
  const { admin, stores, config } = deps;
  const { mobile } = input;
  await enforceLimit(
    stores.rateLimits,
    `otp-verify:ip:${input.clientIp}`,
    OTP_VERIFICATIONS_PER_IP,
    TOO_MANY_REQUESTS,
    deps.now()
  );
  const key = mobileChangeOtpKey(input.userId, mobile);
  const attempt = await stores.otpCodes.attempt(key, deps.now());
  if (attempt.status === 'expired') throw problem(400, OTP_VERIFY_ERRORS['code_expired'], 'code_expired');
  if (attempt.status === 'exhausted') throw problem(429, OTP_VERIFY_ERRORS['code_expired'], 'code_expired');
  if (!otpMatches(config.IDENTITY_TOKEN_SECRET, key, input.code, attempt.codeHash)) throw wrongCode();
  if (!(await stores.otpCodes.consume(key, attempt.codeHash)))
    throw problem(400, OTP_VERIFY_ERRORS['code_expired'], 'code_expired');

  const user = await admin.getUser(input.userId);
  if (!user) throw problem(404, ACCOUNT_MESSAGES.accountNotFound, 'account_not_found');
  // Taken (or barred) since the code was sent.
  if (await isUnavailable(deps, user.id, mobile)) throw mobileTaken();
  const previous = currentMobile(user);
  const outcome = await admin.updateUser(user.id, {
    username: mobile,
    attributes: { phone: [mobile], phone_verified: ['true'] }
  });
  if (outcome === 'not_found') throw problem(404, ACCOUNT_MESSAGES.accountNotFound, 'account_not_found');
  if (outcome === 'conflict') throw mobileTaken();
  await stores.registrations.moveMobile(user.id, previous, mobile);
  await stores.contactChanges.announce(
    user.id,
    outboxEvent('identity.user.contact-changed', {
      userId: user.id,
      mobile,
      email: user.email ?? '',
      changed: 'mobile',
      changedAt: deps.now().toISOString()
    })
  );
  log.info({ userId: user.id }, 'mobile number changed');
  return { mobile: maskMobile(mobile) };
}
