import { createHmac } from 'node:crypto';

/**
 * The keyed hash a barred mobile is kept as (HMAC-SHA256 with MOBILE_HASH_KEY). Ten digits are too few for a
 * plain hash (every number can be tried); without the key the stored hashes reveal no number.
 */
export function mobileHash(key: string, mobile: string): string {
  return createHmac('sha256', key).update(`barred-mobile:${mobile}`).digest('base64url');
}

/**
 * The key a finished deletion is recorded under (HMAC-SHA256 of the Keycloak id with the same key): a ban handled
 * after the member deleted the account finds the mobile's hash to bar, and the record holds neither id nor number.
 */
export function deletedAccountHash(key: string, userId: string): string {
  return createHmac('sha256', key).update(`deleted-account:${userId}`).digest('base64url');
}

/**
 * The keyed hash a client address is counted under (sign-in failures, proof-of-work volume): limits and difficulty
 * need to tell addresses apart, not to keep them.
 */
export function sourceHash(key: string, address: string): string {
  return createHmac('sha256', key).update(`source:${address}`).digest('base64url');
}
