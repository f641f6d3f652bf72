// Who may see a member's photos and horoscope image. Owners always see their own (even while
// moderation is pending), and so do administrators; everyone else only once the profile is approved and not hidden.
// The horoscope is a premium feature (decisions: horoscope viewing is premium only). Photos kept for
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
  /** An accepted or sent interest between the two (connections issue); none exist yet. */
  readonly isConnection?: boolean;
  /** Administrators see every image they moderate (decisions, "Moderation"). */
  readonly isAdmin?: boolean;
}

export type MediaKind = 'photo' | 'horoscope';

export function canViewMedia(owner: MediaOwnerFacts, viewer: Viewer, kind: MediaKind): boolean {
  if (owner.userId === viewer.userId || viewer.isAdmin === true) return true;
  if (owner.moderationStatus !== 'approved' || owner.hidden) return false;
  if (kind === 'photo') return owner.photoPrivacy !== 'connections' || viewer.isConnection === true;
  return viewer.isPremium;
}
