import { SITE_NAME } from './layout';

/**
 * The OTP SMS: the brand, the code, how long it lasts and not to share it, and nothing about the member (no name, no
 * link: nothing a forwarded or leaked SMS could give away). Short enough for one 160-character SMS. The last line
 * binds the code to the site (`@<host> #<code>`, the origin-bound one-time code format): Android's WebOTP and
 * iOS's keyboard offer it with one tap on that site only.
 */
export function otpSms(
  code: string,
  { host, validMinutes }: { host: string; validMinutes: number }
): { text: string } {
  return {
    text: `${code} is your ${SITE_NAME} verification code, valid for ${validMinutes} minutes. Do not share it with anyone, not even our staff.\n\n@${host} #${code}`
  };
}

/** To the owner of a number someone tried to sign up with: no code, where to sign in instead. */
export function existingAccountSms(signInUrl: string): { text: string } {
  return {
    text: `Someone asked to sign up with this number, which already has a ${SITE_NAME} account, so no code was sent. Sign in or reset your password at ${signInUrl}`
  };
}
