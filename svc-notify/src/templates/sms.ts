import { type Locale } from '@matrimony/i18n/codes';
import { SITE_NAME } from './layout';
import { t } from './messages';

/**
 * The OTP SMS: the brand, the code, how long it lasts and not to share it, and nothing about the member (no name, no
 * link: nothing a forwarded or leaked SMS could give away). Short enough for one 160-character SMS in English (a
 * Hindi or Tamil SMS is sent as Unicode, in a few parts). The code comes first in every language, and the last line
 * binds it to the site (`@<host> #<code>`, the origin-bound one-time code format, never translated): Android's
 * WebOTP and iOS's keyboard offer it with one tap on that site only.
 */
export function otpSms(
  code: string,
  { host, validMinutes, locale = 'en' }: { host: string; validMinutes: number; locale?: Locale }
): { text: string } {
  const message = t(locale, 'sms.otp', { code, site: SITE_NAME, minutes: validMinutes });
  return { text: `${message}\n\n@${host} #${code}` };
}

/** To the owner of a number someone tried to sign up with: no code, where to sign in instead. */
export function existingAccountSms(signInUrl: string, locale: Locale = 'en'): { text: string } {
  return { text: t(locale, 'sms.existingAccount', { site: SITE_NAME, url: signInUrl }) };
}
