// The clock of a document review (docs/product-rules.md#verification): moderators decide within 24 hours, and an
// image nobody decided on is deleted after 7 days.
import { VERIFICATION_IMAGE_KEEP_DAYS, MODERATION_TARGET_HOURS } from '@matrimony/catalog';

const HOUR_MS = 60 * 60 * 1000;

/** A pending submission waiting past the review target. */
export function isOverdue(submittedAt: Date, now: Date): boolean {
  return now.getTime() - submittedAt.getTime() > MODERATION_TARGET_HOURS * HOUR_MS;
}

/** Submissions made before this moment and still undecided have expired. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - VERIFICATION_IMAGE_KEEP_DAYS * 24 * HOUR_MS);
}
