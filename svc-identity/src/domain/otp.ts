import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '@matrimony/catalog/constants';

/** A uniformly random code of OTP_DIGITS digits from the CSPRNG (leading zeros kept). */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
}

/**
 * Keyed hash of a code, bound to its mobile. A plain hash of a 6-digit code is reversed by trying all
 * million values; with the server-side key a leaked database reveals nothing.
 */
export function hashOtp(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${mobile}:${code}`).digest('base64url');
}

export function otpMatches(secret: string, mobile: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(secret, mobile, code));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Where the code of a mobile change is kept (otp_codes) and what its hash binds: the member and the new number, under
 * another key than the registration code of the same number (kept under the bare mobile), so neither code works for
 * the other purpose.
 */
export function mobileChangeOtpKey(userId: string, mobile: string): string {
  return `mobile-change:${userId}:${mobile}`;
}
