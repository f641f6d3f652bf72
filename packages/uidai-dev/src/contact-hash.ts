import { createHash } from 'node:crypto';

/**
 * How UIDAI writes the mobile (`m`) and e-mail (`e`) hashes of an offline e-KYC file: SHA-256 of the value followed
 * by the share code, as lowercase hex, hashed again (the hex text) until the rounds equal the last digit of the
 * Aadhaar number; a last digit of 0 or 1 means one round.
 */
export function contactHash(value: string, shareCode: string, lastDigit: number): string {
  const rounds = Math.max(1, lastDigit);
  let hash = `${value}${shareCode}`;
  for (let round = 0; round < rounds; round++) hash = createHash('sha256').update(hash, 'utf8').digest('hex');
  return hash;
}
