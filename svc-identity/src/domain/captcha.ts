import { createChallenge, verifySolution } from 'altcha-lib';
import { type Challenge } from 'altcha-lib/types';
import { CAPTCHA_VALIDITY_MS } from './limits';

/**
 * The spec's invisible captcha, self-hosted: an ALTCHA proof-of-work challenge. The browser widget solves
 * it in the background and sends the base64 solution payload along with the mobile number.
 */
export function newCaptchaChallenge(hmacKey: string, maxNumber: number, now = new Date()): Promise<Challenge> {
  return createChallenge({ hmacKey, maxNumber, expires: new Date(now.getTime() + CAPTCHA_VALIDITY_MS) });
}

export interface SolvedCaptcha {
  /** The challenge's signature: unique per challenge, the key that makes a solution single use. */
  signature: string;
  expiresAt: Date;
}

/** The solved challenge, or undefined when the payload is malformed, forged, wrong or expired. */
export async function checkCaptcha(hmacKey: string, payload: string, now = new Date()): Promise<SolvedCaptcha | undefined> {
  const valid = await verifySolution(payload, hmacKey, true).catch(() => false);
  if (!valid) return undefined;
  const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
  return { signature, expiresAt: new Date(now.getTime() + CAPTCHA_VALIDITY_MS) };
}
