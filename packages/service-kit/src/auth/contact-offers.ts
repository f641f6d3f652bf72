// The signed contact-unlock offer: svc-profile makes it when it answers a free member's contact request with 402
// (so only for a profile that member may see), svc-billing honours it when that member orders the ₹49 unlock.
// Billing has no read model of profiles and must not ask svc-profile over HTTP, so this token is how it learns
// that the buyer may see the profile. Format `v1.<expiresAt ms>.<base64url HMAC-SHA256>`; the HMAC covers the
// buyer's user id, the profile id and the expiry, keyed by CONTACT_OFFER_KEY, which only these two services hold.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { envString } from '../config';

/** How long an offer can be taken up: long enough to pay, short enough that a block or hide soon counts. */
export const CONTACT_OFFER_TTL_MS = 30 * 60_000;

// Development value only: each service's readConfig refuses to start in production without its own.
const DEV_CONTACT_OFFER_KEY = 'dev-contact-offer-key-change-me-0123456789abcdef';

/** `CONTACT_OFFER_KEY` in svc-profile's and svc-billing's configuration (the same value in both). */
export const contactOfferKeyConfig = envString()
  .pipe(z.string().min(32, 'must be at least 32 characters'))
  .default(DEV_CONTACT_OFFER_KEY);

/** Keeps these signatures apart from any other HMAC a future use of the same key might make. */
const PURPOSE = 'matrimony/contact-offer/v1';
const TOKEN = /^v1\.(\d{13,15})\.([A-Za-z0-9_-]{43})$/;

export interface ContactOffer {
  /** The member the offer is made to (their token's subject). */
  buyerId: string;
  profileId: string;
  expiresAt: Date;
}

function mac(key: string, buyerId: string, profileId: string, expiresAtMs: number): Buffer {
  // JSON keeps the fields apart whatever characters an id holds.
  return createHmac('sha256', key)
    .update(`${PURPOSE}\n${JSON.stringify([buyerId, profileId, expiresAtMs])}`)
    .digest();
}

/** The offer for `buyerId` to unlock `profileId`, valid until `now` + CONTACT_OFFER_TTL_MS. */
export function signContactOffer(
  key: string,
  offer: { buyerId: string; profileId: string; now: Date }
): { token: string; expiresAt: Date } {
  const expiresAtMs = offer.now.getTime() + CONTACT_OFFER_TTL_MS;
  return {
    token: `v1.${expiresAtMs}.${mac(key, offer.buyerId, offer.profileId, expiresAtMs).toString('base64url')}`,
    expiresAt: new Date(expiresAtMs)
  };
}

/**
 * `valid` only for a token this key signed for exactly this buyer and profile, before its expiry; `expired` for such
 * a token after it; `invalid` for anything else (malformed, forged, another buyer's or another profile's).
 */
export function checkContactOffer(
  key: string,
  token: string,
  expected: { buyerId: string; profileId: string; now: Date }
): 'valid' | 'expired' | 'invalid' {
  const match = TOKEN.exec(token);
  if (!match) return 'invalid';
  const expiresAtMs = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const wanted = mac(key, expected.buyerId, expected.profileId, expiresAtMs);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'invalid';
  return expected.now.getTime() < expiresAtMs ? 'valid' : 'expired';
}
