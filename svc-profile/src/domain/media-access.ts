// Who may see a member's photos and horoscope image. Owners always see their own (even while
// moderation is pending), and so do administrators; everyone else only once the profile is approved, and not hidden
// unless the two are a mutual match (docs/product-rules.md#hidden-profile).
// The horoscope is a premium feature (docs/product-rules.md#horoscope-and-guna-milan). Photos kept for
// connections (photo privacy) show only to members the owner accepted or sent an interest to.
import { type ModerationStatus } from './moderation/statuses';

export interface MediaOwnerFacts {
  readonly userId: string;
  readonly moderationStatus: ModerationStatus;
  readonly hidden: boolean;
  readonly photoPrivacy?: 'all-members' | 'connections';
}

export interface Viewer {
  readonly userId: string;
  readonly isPremium: boolean;
  /** The owner sent the viewer an interest, or the two are a match (`Tie.photoConnection`). */
  readonly isConnection?: boolean;
  /** The two are a mutual match (`Tie.isMatch`): a hidden profile still shows its images to them. */
  readonly isMatch?: boolean;
  /** Administrators see every image they moderate (docs/product-rules.md#moderation). */
  readonly isAdmin?: boolean;
}

export type MediaKind = 'photo' | 'horoscope';

/** Photo privacy "connections": everyone but the owner's connections sees a placeholder (the profile page and the image route). */
export function photosKeptFrom(
  photoPrivacy: MediaOwnerFacts['photoPrivacy'],
  isConnection: boolean
): boolean {
  return photoPrivacy === 'connections' && !isConnection;
}

/**
 * The image rules alone: the caller has already established that the viewer may see the owner's profile page
 * at all (gender, blocks), as the profile page decides it.
 */
export function canViewMedia(owner: MediaOwnerFacts, viewer: Viewer, kind: MediaKind): boolean {
  if (owner.userId === viewer.userId || viewer.isAdmin === true) return true;
  if (owner.moderationStatus !== 'approved' || (owner.hidden && viewer.isMatch !== true)) return false;
  if (kind === 'photo') return !photosKeptFrom(owner.photoPrivacy, viewer.isConnection === true);
  return viewer.isPremium;
}
