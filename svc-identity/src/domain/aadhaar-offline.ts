// The rules of checking an Aadhaar Paperless Offline e-KYC file against a member (docs/product-rules.md#verification).
// Pure: the file is opened and its signature checked in verification/, the profile asked for over NATS.
import { createHash, createHmac } from 'node:crypto';

/** How old a file may be, counted from the time of issue in its referenceId. */
export const OFFLINE_EKYC_FRESH_DAYS = 3;
/** A time of issue this far ahead of our clock still counts (clocks differ); further is not a real file. */
const FUTURE_SKEW_MS = 10 * 60 * 1000;
const IST_OFFSET = '+05:30';

/**
 * UIDAI's hash of the registered mobile (and e-mail) in the file: SHA-256 of value + share code as lowercase hex,
 * hashed again (the hex text) until the rounds equal the Aadhaar number's last digit; 0 and 1 mean one round.
 */
export function uidaiContactHash(value: string, shareCode: string, lastDigit: number): string {
  const rounds = Math.max(1, lastDigit);
  let hash = `${value}${shareCode}`;
  for (let round = 0; round < rounds; round++) hash = createHash('sha256').update(hash, 'utf8').digest('hex');
  return hash;
}

export interface OfflineReference {
  /** The Aadhaar number's last four digits (never more of it exists in the file). */
  lastFourDigits: string;
  lastDigit: number;
  issuedAt: Date;
}

/** `referenceId`: four digits, then the time of issue as yyyyMMddHHmmssSSS in IST; undefined when not that. */
export function parseReferenceId(referenceId: string): OfflineReference | undefined {
  const match = /^(\d{4})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(referenceId);
  if (!match) return undefined;
  const [, digits, year, month, day, hour, minute, second, millis] = match;
  const issuedAt = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${IST_OFFSET}`);
  if (Number.isNaN(issuedAt.getTime())) return undefined;
  return { lastFourDigits: digits!, lastDigit: Number(digits![3]), issuedAt };
}

/** Issued within OFFLINE_EKYC_FRESH_DAYS of `now` (and not from the future). */
export function isFresh(issuedAt: Date, now: Date): boolean {
  const age = now.getTime() - issuedAt.getTime();
  return age >= -FUTURE_SKEW_MS && age <= OFFLINE_EKYC_FRESH_DAYS * 24 * 60 * 60 * 1000;
}

/** A name as compared: Unicode-normalised, lowercase, dots and commas as spaces, single spaces. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en-IN').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Whether two names are the same person's as written on a document and on a profile: the same words in the same
 * order after normalising, where a single letter (an initial) stands for a word it begins ("P. Lakshmi" and "Priya
 * Lakshmi", "Lakshmi Priya R" and "Lakshmi Priya Raman"). At least one word must be written out in both.
 */
export function namesAgree(document: string, profile: string): boolean {
  const a = normaliseName(document).split(' ');
  const b = normaliseName(profile).split(' ');
  if (a.length !== b.length || a[0] === '') return false;
  let fullWords = 0;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x === y) {
      if (x.length > 1) fullWords++;
      continue;
    }
    const initial = x.length === 1 ? x : y.length === 1 ? y : undefined;
    const word = initial === x ? y : x;
    if (!initial || !word.startsWith(initial)) return false;
  }
  return fullWords > 0;
}

/** UIDAI's DD-MM-YYYY as YYYY-MM-DD; undefined for anything else (some old records hold a year only). */
export function documentDateOfBirth(dob: string): string | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dob.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/** UIDAI's gender letter as the profile's value; a third gender matches no profile (the profile offers two). */
export function documentGender(gender: string): 'male' | 'female' | undefined {
  return gender === 'M' ? 'male' : gender === 'F' ? 'female' : undefined;
}

/**
 * The one thing kept that ties a verification to a person, so one person verifies one account: HMAC-SHA256 (the
 * service's AADHAAR_HASH_KEY) of the four digits with the normalised name, date of birth and gender. Four digits
 * alone are shared by thousands; with the rest they are one person, and without the key nothing can be tried.
 */
export function personHash(
  key: string,
  person: { lastFourDigits: string; name: string; dateOfBirth: string; gender: string }
): string {
  const fields = [person.lastFourDigits, normaliseName(person.name), person.dateOfBirth, person.gender];
  return createHmac('sha256', key)
    .update(`aadhaar-person:${fields.join('|')}`)
    .digest('base64url');
}
