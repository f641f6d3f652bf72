import { NOTIFICATIONS_IN_BELL } from '@matrimony/catalog/notifications';
import type { Notification } from '@matrimony/contracts/http/notify';
import type { createAppStore } from '@matrimony/session';
import { notificationsApi } from '@matrimony/session/notifications';

export const MINUTE_MS = 60_000;

/** An unread interest 5 minutes old (from `member` when given) and a read profile view 9 days old. */
export const bellItems = (now: number, member?: Notification['member']): Notification[] => [
  {
    id: '64b7f0c2a1b2c3d4e5f60701',
    category: 'interest-received',
    text: 'Priya S. sent you an interest.',
    link: '/interest-received',
    createdAt: new Date(now - 5 * MINUTE_MS).toISOString(),
    read: false,
    ...(member ? { member } : {})
  },
  {
    id: '64b7f0c2a1b2c3d4e5f60702',
    category: 'profile-viewed',
    text: 'A member viewed your profile.',
    link: '/profile-views',
    createdAt: new Date(now - 9 * 24 * 60 * MINUTE_MS).toISOString(),
    read: true
  }
];

/** Puts `items` in the store as the bell's newest notifications, one of them unread, as if fetched. */
export async function seedBell(
  store: ReturnType<typeof createAppStore>,
  items: Notification[]
): Promise<void> {
  const dispatch = store.dispatch as (action: unknown) => unknown;
  await dispatch(
    notificationsApi.util.upsertQueryData(
      'notifications',
      { limit: NOTIFICATIONS_IN_BELL },
      { items, nextBefore: null, unreadCount: 1 }
    )
  );
  await dispatch(notificationsApi.util.upsertQueryData('unreadCount', undefined, { unreadCount: 1 }));
}
