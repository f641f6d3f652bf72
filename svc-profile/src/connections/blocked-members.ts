import { publicName } from '@matrimony/catalog';
import { type Member } from '../discovery/viewer';
import { type Stores } from '../store';

export interface BlockedMember {
  id: string;
  memberNumber: string;
  displayName: string;
  blockedAt: string;
}

/** The members this one blocked, newest first, a page at a time (members since erased drop out). */
export async function blockedMembers(
  stores: Stores,
  viewer: Member,
  page: { skip: number; limit: number }
): Promise<{ items: BlockedMember[]; total: number }> {
  const { items, total } = await stores.blocks.listBy(viewer.profile.userId, page);
  const byUser = new Map(
    (await stores.profiles.namesOf(items.map((block) => block.blockedId))).map((doc) => [doc.userId, doc])
  );
  return {
    items: items.flatMap((block) => {
      const doc = byUser.get(block.blockedId);
      return doc?.memberNumber
        ? [
            {
              id: String(doc._id),
              memberNumber: doc.memberNumber,
              displayName: publicName(doc.fullName, false),
              blockedAt: block.createdAt.toISOString()
            }
          ]
        : [];
    }),
    total
  };
}
