// The photo check's rules (docs/product-rules.md#verification): how long a drawn pose and an undecided selfie
// last, when a waiting selfie is overdue, and what the member is told about their check.
import {
  MODERATION_TARGET_HOURS,
  SELFIE_CHALLENGE_MINUTES,
  VERIFICATION_IMAGE_KEEP_DAYS
} from '@matrimony/catalog/photo-check';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** `replaced`: a newer selfie took its place before anyone decided. */
export const PHOTO_CHECK_OUTCOMES = ['pending', 'approved', 'rejected', 'expired', 'replaced'] as const;
export type PhotoCheckOutcome = (typeof PHOTO_CHECK_OUTCOMES)[number];

export function challengeExpiry(now: Date): Date {
  return new Date(now.getTime() + SELFIE_CHALLENGE_MINUTES * MINUTE_MS);
}

/** Selfies sent before this are past the days one may be kept undecided. */
export function selfieExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - VERIFICATION_IMAGE_KEEP_DAYS * DAY_MS);
}

export function reviewOverdue(submittedAt: Date, now: Date): boolean {
  return now.getTime() - submittedAt.getTime() > MODERATION_TARGET_HOURS * HOUR_MS;
}

/**
 * What the member's check reads as. The badge on the profile decides `verified` (demo members and members checked
 * before a later rejected attempt hold it too); an approval whose badge a new main photo took away is `none`,
 * suspended, so the member is asked for a new selfie.
 */
export function memberCheckStatus(
  latest: PhotoCheckOutcome | null,
  photoVerified: boolean
): { status: 'none' | 'pending' | 'verified' | 'rejected' | 'expired'; suspended: boolean } {
  if (latest === 'pending') return { status: 'pending', suspended: false };
  if (photoVerified) return { status: 'verified', suspended: false };
  if (latest === 'approved') return { status: 'none', suspended: true };
  if (latest === null || latest === 'replaced') return { status: 'none', suspended: false };
  return { status: latest, suspended: false };
}
