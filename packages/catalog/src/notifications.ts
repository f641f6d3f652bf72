// What members are told in the site (decisions, "Notifications"): one category per kind of news, the
// category's label for settings and lists, and how many notifications one page shows.

export const NOTIFICATION_CATEGORIES = [
  { id: 'interest-received', label: 'Interests received' },
  { id: 'interest-accepted', label: 'Interests accepted' },
  { id: 'interest-declined', label: 'Interests declined' },
  { id: 'profile-viewed', label: 'Profile views' },
  { id: 'premium', label: 'Premium membership' },
  { id: 'payment-receipt', label: 'Payment receipts' },
  { id: 'report', label: 'Reports you made' }
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]['id'];
export const NOTIFICATION_CATEGORY_IDS = NOTIFICATION_CATEGORIES.map((category) => category.id) as [NotificationCategory, ...NotificationCategory[]];

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The header's bell shows this many of the newest. */
export const NOTIFICATIONS_IN_BELL = 5;

/** The live stream's one event type (`event: unread`, data `{ unreadCount }`): the count changed, or the stream just opened. */
export const NOTIFICATION_STREAM_EVENT = 'unread';
