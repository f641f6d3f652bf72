// Blocking (docs/product-rules.md#block): both disappear from each other's explore, recommendations, views,
// interests and lists (every query leaves out `viewer.blocked`), and pending interests between them
// are withdrawn, so neither is left waiting on an answer that cannot come. The block and its lifting are
// published (profile.member.blocked / .unblocked): svc-notify ends and reopens the pair's conversation by them.
import { outboxEvent } from '@matrimony/service-kit';
import { forgetWhatProfileTaught } from '../discovery/revealed-learning';
import { profileNotFound, type Member } from '../discovery/viewer';
import { type Stores } from '../store';
import { interestEvents } from './interest-events';

/** The two sides of a block, as its events name them. */
interface BlockSides {
  blockerUserId: string;
  blockedUserId: string;
  blockerProfileId: string;
  blockedProfileId: string;
}

export async function blockMember(stores: Stores, sides: BlockSides, now: Date): Promise<void> {
  const { blockerUserId: blockerId, blockedUserId: blockedId } = sides;
  await stores.blocks.block(
    blockerId,
    blockedId,
    now,
    outboxEvent('profile.member.blocked', { ...sides, at: now.toISOString() })
  );
  for (const pending of await stores.interests.pendingBetween(blockerId, blockedId)) {
    await stores.interests.settle(
      pending._id,
      { status: 'withdrawn', at: now },
      interestEvents.withdrawn(String(pending._id), pending, 'blocked')
    );
  }
}

/** Blocks the member behind a profile id (any profile but one's own, visible or not). */
export async function blockProfile(
  stores: Stores,
  viewer: Member,
  profileId: string,
  now: Date
): Promise<void> {
  const owner = await stores.profiles.findOwner(profileId);
  if (!owner || owner.userId === viewer.profile.userId) throw profileNotFound();
  await blockMember(stores, sidesOf(viewer, owner.userId, profileId), now);
  await forgetWhatProfileTaught(stores, viewer.profile.userId, profileId, now);
}

const sidesOf = (viewer: Member, blockedUserId: string, blockedProfileId: string): BlockSides => ({
  blockerUserId: viewer.profile.userId,
  blockedUserId,
  blockerProfileId: String(viewer.profile._id),
  blockedProfileId
});

/** Lifts a block; an unknown profile or one not blocked is no change. */
export async function unblockProfile(
  stores: Stores,
  viewer: Member,
  profileId: string,
  now: Date
): Promise<void> {
  const owner = await stores.profiles.findOwner(profileId);
  if (!owner) return;
  const sides = sidesOf(viewer, owner.userId, profileId);
  await stores.blocks.unblock(
    viewer.profile.userId,
    owner.userId,
    now,
    outboxEvent('profile.member.unblocked', { ...sides, at: now.toISOString() })
  );
}
