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
  const [members, pairs, plan] = await Promise.all([
    actors.length ? stores.conversationMembers.getMany(actors) : new Map(),
    stores.conversations.pairsWith(readerUserId, actors),
    docs.some((doc) => doc.category === 'profile-viewed') ? stores.memberPlans.find(readerUserId) : null
  ]);
  const reading = { members, pairs, readerIsPremium: isPremiumPlan(plan, now) };
  return docs.map((doc) => notificationView(doc, reading));
}
