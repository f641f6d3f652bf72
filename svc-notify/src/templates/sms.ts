import { SITE_NAME } from './layout';

/**
 * The OTP SMS: the code and nothing else (no name, no link, nothing a forwarded or leaked SMS could
 * give away; providers with registered templates wrap it in theirs).
 */
export function otpSms(code: string): { text: string } {
  return { text: code };
}

/** To the owner of a number someone tried to sign up with: no code, where to sign in instead. */
export function existingAccountSms(signInUrl: string): { text: string } {
  return {
    text: `Someone asked to sign up with this number, which already has a ${SITE_NAME} account, so no code was sent. Sign in or reset your password at ${signInUrl}`
  };
}
