// Who is asking for an image, as the owner's profile page would see them: an image is served only to whom
// that page shows it, so a block, the other gender's page or photos kept for connections hold for the URL too.
import { HttpProblem, type AuthContext } from '@matrimony/service-kit';
import { NO_TIE, tieOf, type Tie } from '../../connections/ties';
import { hiddenFrom, loadMember, openToFilter, type Member } from '../../discovery/viewer';
import { type Viewer as MediaViewer } from '../../domain/media-access';
import { ADMIN_ROLE } from '../../domain/moderation/statuses';
import { type ProfileDoc } from '../../store/profile-model';
import { type Stores } from '../../store';

async function memberOrNull(stores: Stores, userId: string, now: Date): Promise<Member | null> {
  try {
    return await loadMember(stores, userId, now);
  } catch (error) {
    // Without a profile there is no profile page to see others from.
    if (error instanceof HttpProblem && error.code === 'profile_missing') return null;
    throw error;
  }
}

/** The viewer for canViewMedia, or null when the owner's profile page would answer profile_not_found. */
export async function imageViewerOf(
  stores: Stores,
  auth: AuthContext,
  owner: ProfileDoc,
  now: Date
): Promise<MediaViewer | null> {
  // The owner sees their own images, and administrators every image they moderate, whatever the page rules.
  if (auth.userId === owner.userId) return { userId: auth.userId, isPremium: false };
  if (auth.roles.includes(ADMIN_ROLE)) return { userId: auth.userId, isPremium: false, isAdmin: true };
  const member = await memberOrNull(stores, auth.userId, now);
  if (!member) return null;
  // As the profile page finds the owner: gender, approval, blocks either way; hidden but to a mutual match.
  if (!(await stores.profiles.existsWhere({ ...openToFilter(member), _id: owner._id }))) return null;
  let tie: Tie = NO_TIE;
  if (owner.hidden || owner.photoPrivacy === 'connections') {
    const interest =
      (await stores.interests.latestWith(auth.userId, [owner.userId])).get(owner.userId) ?? null;
    tie = tieOf(auth.userId, owner.userId, interest, false, false);
  }
  if (hiddenFrom(owner, tie)) return null;
  return {
    userId: auth.userId,
    isPremium: member.isPremium,
    isConnection: tie.photoConnection,
    isMatch: tie.isMatch
  };
}
