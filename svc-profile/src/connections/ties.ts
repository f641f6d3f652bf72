// What connects the viewer to other members: the latest interest either way, the shortlist, contact
// entitlement. It decides the full name (mutual match or contact: docs/product-rules.md#who-sees-what), photos kept for
// connections (photo privacy), and the marks on cards.
import { otherPartyOf, type InterestDoc } from '../store/interests';
import { type Stores } from '../store';

export interface Tie {
  /** The latest interest between the two, either way. */
  interest: InterestDoc | null;
  /** An accepted interest either way (an accepted one stays the pair's latest: no new one can be sent). */
  isMatch: boolean;
  /** The viewer's interest to this member, awaiting an answer. */
  interestSent: boolean;
  shortlisted: boolean;
  /** The owner sent the viewer an interest, or the two are a match: "only members I accepted or sent an interest to". */
  photoConnection: boolean;
  /** Mutual match, or the viewer holds the contact. */
  showFullName: boolean;
}

export const NO_TIE: Tie = {
  interest: null,
  isMatch: false,
  interestSent: false,
  shortlisted: false,
  photoConnection: false,
  showFullName: false
};

/** A mutual match: an accepted interest, either way, is the pair's latest. */
export const isMutualMatch = (latest: InterestDoc | null | undefined) => latest?.status === 'accepted';

export function tieOf(
  viewerUserId: string,
  ownerUserId: string,
  interest: InterestDoc | null,
  shortlisted: boolean,
  hasContact: boolean
): Tie {
  const isMatch = isMutualMatch(interest);
  return {
    interest,
    isMatch,
    interestSent: interest?.status === 'pending' && interest.fromUserId === viewerUserId,
    shortlisted,
    photoConnection: isMatch || (interest?.status === 'pending' && interest.fromUserId === ownerUserId),
    showFullName: isMatch || hasContact
  };
}

/** The members among `others` the viewer is a mutual match with. */
export async function matchedAmong(
  stores: Stores,
  viewerUserId: string,
  others: readonly string[]
): Promise<Set<string>> {
  const latest = await stores.interests.latestWith(viewerUserId, others);
  return new Set(others.filter((userId) => isMutualMatch(latest.get(userId))));
}

/**
 * The viewer's tie with each owner (three queries whatever the number of owners), keyed by the owner's userId.
 * `openInterests` are ones the caller already read (a list of interests or matches): an open interest is its
 * pair's latest (no other can be sent while it is open), so those pairs are not looked up again.
 */
export async function tiesWith(
  stores: Stores,
  viewerUserId: string,
  owners: readonly { userId: string; profileId: string }[],
  openInterests: readonly InterestDoc[] = []
): Promise<Map<string, Tie>> {
  const known = new Map(
    openInterests.filter((doc) => doc.open).map((doc) => [otherPartyOf(doc, viewerUserId), doc])
  );
  const [looked, shortlisted, entitled] = await Promise.all([
    stores.interests.latestWith(
      viewerUserId,
      owners.map((owner) => owner.userId).filter((userId) => !known.has(userId))
    ),
    stores.shortlist.among(
      viewerUserId,
      owners.map((owner) => owner.profileId)
    ),
    stores.contactAccess.entitledAmong(viewerUserId, owners)
  ]);
  const latestWith = (userId: string) => known.get(userId) ?? looked.get(userId) ?? null;
  return new Map(
    owners.map((owner) => [
      owner.userId,
      tieOf(
        viewerUserId,
        owner.userId,
        latestWith(owner.userId),
        shortlisted.has(owner.profileId),
        entitled.has(owner.userId)
      )
    ])
  );
}
