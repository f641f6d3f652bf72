// Who may see a member's photos and horoscope image. Owners always see their own (even while
// moderation is pending); everyone else only once the profile is approved and not hidden.
// The horoscope is a premium feature (decisions: horoscope viewing is premium only).
import { type ModerationStatus } from './moderation';

export interface MediaOwnerFacts {
  readonly userId: string;
  readonly moderationStatus: ModerationStatus;
  readonly hidden: boolean;
}

export interface Viewer {
  readonly userId: string;
  readonly isPremium: boolean;
}

export type MediaKind = 'photo' | 'horoscope';

export function canViewMedia(owner: MediaOwnerFacts, viewer: Viewer, kind: MediaKind): boolean {
  if (owner.userId === viewer.userId) return true;
  if (owner.moderationStatus !== 'approved' || owner.hidden) return false;
  return kind === 'photo' || viewer.isPremium;
}
