// Blocking (docs/product-rules.md#block): both disappear from each other's explore, recommendations, views,
// interests and lists (every query leaves out `viewer.blocked`), and pending interests between them
// are withdrawn, so neither is left waiting on an answer that cannot come.
import { profileNotFound, type Member } from '../discovery/viewer';
import { type Stores } from '../store';
import { interestEvents } from './interest-events';

export async function blockMember(
  stores: Stores,
  blockerId: string,
  blockedId: string,
  now: Date
): Promise<void> {
  await stores.blocks.block(blockerId, blockedId, now);
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
  await blockMember(stores, viewer.profile.userId, owner.userId, now);
}

/** Lifts a block; an unknown profile or one not blocked is no change. */
export async function unblockProfile(stores: Stores, viewer: Member, profileId: string): Promise<void> {
  const owner = await stores.profiles.findOwner(profileId);
  if (owner) await stores.blocks.unblock(viewer.profile.userId, owner.userId);
}
