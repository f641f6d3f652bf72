// Verification badges (docs/product-rules.md#verification): which checks a member holds, as others see them.
import { primaryFirst, type OrderedPhoto } from './photo-order';

export interface StoredBadges {
  idVerified?: boolean | null;
  photoVerified?: boolean | null;
}

/**
 * The member's badges. Mobile is every member's: an account exists only once its mobile passed the OTP, and a
 * changed mobile passes it again. ID and photo are false until a check passes (profiles stored before badges
 * existed have neither field).
 */
export function badgesOf(doc: StoredBadges): { mobile: boolean; id: boolean; photo: boolean } {
  return { mobile: true, id: doc.idVerified === true, photo: doc.photoVerified === true };
}

/** The photo badge after a change of photos: a new primary photo (or none) suspends it until checked again. */
export function photoBadgeAfter(
  verified: boolean | null | undefined,
  before: readonly OrderedPhoto[],
  after: readonly OrderedPhoto[]
): boolean {
  if (verified !== true) return false;
  const primaryBefore = primaryFirst(before)[0];
  const primaryAfter = primaryFirst(after)[0];
  return primaryBefore !== undefined && primaryBefore.id === primaryAfter?.id;
}
