import { createHmac } from 'node:crypto';

/**
 * The keyed hash a welcome offer is remembered by (HMAC-SHA256 with svc-billing's MOBILE_HASH_KEY). Ten digits
 * are too few for a plain hash (every number can be tried); without the key the records name no number.
 */
export function mobileHash(key: string, mobile: string): string {
  return createHmac('sha256', key).update(`welcome-offer:${mobile}`).digest('base64url');
}
