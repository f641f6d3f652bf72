// Who saw my contact: like "who viewed me", a premium list; free members learn how many, never who
// (no names, ids or member numbers).
import { publicName } from '@matrimony/catalog';
import { type Viewer } from '../discovery/viewer';
import { type Stores } from '../store';

/** Blurred cards a free member's teaser draws at most. */
const TEASER_PLACEHOLDERS_MAX = 6;

export type ContactViewers =
  | { visibility: 'teaser'; total: number; placeholders: number }
  | {
      visibility: 'full';
      items: { id: string; memberNumber: string; displayName: string; viewedAt: string }[];
      total: number;
    };

export async function contactViewers(
  stores: Stores,
  viewer: Viewer,
  page: { skip: number; limit: number }
): Promise<ContactViewers> {
  if (!viewer.isPremium) {
    const total = await stores.contactAccess.countViewersOf(viewer.profile.userId, viewer.blocked);
    return { visibility: 'teaser', total, placeholders: Math.min(total, TEASER_PLACEHOLDERS_MAX) };
  }
  const reveals = await stores.contactAccess.viewersOf(viewer.profile.userId, viewer.blocked, page);
  const byUser = new Map(
    (await stores.profiles.namesOf(reveals.items.map((r) => r.viewerId))).map((doc) => [doc.userId, doc])
  );
  const items = reveals.items.flatMap((reveal) => {
    const doc = byUser.get(reveal.viewerId);
    return doc
      ? [
          {
            id: String(doc._id),
            memberNumber: doc.memberNumber ?? '',
            displayName: publicName(doc.fullName, false),
            viewedAt: reveal.revealedAt.toISOString()
          }
        ]
      : [];
  });
  return { visibility: 'full', items, total: reveals.total };
}
