import { isPremiumPlan } from '@matrimony/catalog/plans';
import { type Notification } from '@matrimony/contracts/http/notify';
import { type Stores } from '../../store';
import { type NotificationDoc } from '../../store/notifications';
import { notificationView } from './view';

/** The page's notifications as `readerUserId` sees them now, each with the member it is about when they may see them. */
export async function readNotifications(
  stores: Stores,
  readerUserId: string,
  docs: readonly NotificationDoc[],
  now: Date
): Promise<Notification[]> {
  const actors = [...new Set(docs.flatMap((doc) => (doc.actorUserId ? [doc.actorUserId] : [])))];
  const viewed = docs.some((doc) => doc.category === 'profile-viewed');
  const [members, pairs, plan, settings] = await Promise.all([
    actors.length ? stores.conversationMembers.getMany(actors) : new Map(),
    stores.conversations.pairsWith(readerUserId, actors),
    viewed ? stores.memberPlans.find(readerUserId) : null,
    // A viewer named to a premium reader is written when read, in the reader's language.
    viewed ? stores.notificationSettings.get(readerUserId) : null
  ]);
  const reading = {
    members,
    pairs,
    readerIsPremium: isPremiumPlan(plan, now),
    locale: settings?.locale ?? 'en'
  };
  return docs.map((doc) => notificationView(doc, reading));
}
