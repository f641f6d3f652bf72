import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { type Challenge } from 'altcha-lib/types';
import { CAPTCHA_VALIDITY_MS } from './limits';

/**
 * The spec's invisible captcha, self-hosted: an ALTCHA proof-of-work challenge. The browser widget solves it in the
 * background and sends the base64 solution payload along with the request it pays for. The difficulty is written
 * into the salt (`?maxnumber=…`), which the signature covers: a client cannot claim a harder challenge than it solved.
 */
export function newCaptchaChallenge(
  hmacKey: string,
  maxNumber: number,
  now = new Date()
): Promise<Challenge> {
  return createChallenge({
    hmacKey,
    maxNumber,
    params: { maxnumber: String(maxNumber) },
    expires: new Date(now.getTime() + CAPTCHA_VALIDITY_MS)
  });
}

export interface SolvedCaptcha {
  /** The challenge's signature: unique per challenge, the key that makes a solution single use. */
  signature: string;
  /** The difficulty the challenge was issued with. */
  maxNumber: number;
  expiresAt: Date;
}

/** The solved challenge, or undefined when the payload is malformed, forged, wrong, expired or carries no difficulty. */
export async function checkCaptcha(
  hmacKey: string,
  payload: string,
  now = new Date()
): Promise<SolvedCaptcha | undefined> {
  const valid = await verifySolution(payload, hmacKey, true).catch(() => false);
  if (!valid) return undefined;
  const maxNumber = Number(extractParams(payload).maxnumber);
  if (!Number.isSafeInteger(maxNumber) || maxNumber <= 0) return undefined;
  const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
  return { signature, maxNumber, expiresAt: new Date(now.getTime() + CAPTCHA_VALIDITY_MS) };
}
