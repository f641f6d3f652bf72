// Blocking (decisions, "Block"): both disappear from each other's explore, recommendations, views,
// interests and lists (every query leaves out `viewer.blocked`), and pending interests between them
// are withdrawn, so neither is left waiting on an answer that cannot come.
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
