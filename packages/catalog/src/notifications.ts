// What members are told (docs/product-rules.md#notifications): one category per kind of news, the category's
// label for lists and the settings grid, the channels a member can switch per category, and how many
// notifications one page shows.
import { formatDate, type DateFormatOptions, type DateLocale } from './date-format';
import { type UserMessage } from './messages';

export const NOTIFICATION_CATEGORIES = [
  {
    id: 'interest-received',
    label: 'Interests received',
    settingLabel: 'Someone sent me an interest',
    switchable: true
  },
  {
    id: 'interest-accepted',
    label: 'Interests accepted',
    settingLabel: 'Someone accepted my interest',
    switchable: true
  },
  {
    id: 'interest-declined',
    label: 'Interests declined',
    settingLabel: 'Someone declined my interest',
    switchable: true
  },
  {
    id: 'profile-viewed',
    label: 'Profile views',
    settingLabel: 'Someone viewed my profile',
    switchable: true
  },
  {
    id: 'premium',
    label: 'Premium membership',
    settingLabel: 'My Premium membership started, is ending or ended',
    switchable: true
  },
  // By e-mail only: the messages themselves are the in-site news (the conversation list and its unread count).
  {
    id: 'messages',
    label: 'Messages',
    settingLabel: 'I have unread messages (at most one e-mail per conversation in six hours)',
    switchable: true,
    channels: ['email']
  },
  // Not switchable: a receipt is the record of money taken, and the report acknowledgement carries the ticket
  // the member quotes; both answer something the member just did (like the contact-form acknowledgement). So
  // does the outcome of their report: it closes the complaint they made (the ticket, never the other member).
  {
    id: 'payment-receipt',
    label: 'Payment receipts',
    settingLabel: 'A payment of mine was received',
    switchable: false
  },
  {
    id: 'report',
    label: 'Reports you made',
    settingLabel: 'A report I made was received or resolved',
    switchable: false
  },
  // Not switchable either: moderation concerns the member's own account. A rejected profile is hidden from
  // everyone until changed, and a warning comes before a suspension; a member who switched these off would
  // learn of either only when it is too late.
  {
    id: 'moderation',
    label: 'Your profile and account',
    settingLabel: 'My profile was reviewed or I was warned',
    switchable: false
  },
  // Not switchable: security notices (the e-mail address or mobile number changed) are how a member learns that
  // someone else took over the account, like the password-changed e-mail.
  {
    id: 'security',
    label: 'Security notices',
    settingLabel: 'My e-mail address or mobile number was changed',
    switchable: false
  },
  // Not switchable: a reply from the help desk answers something the member asked us (like the contact form's
  // acknowledgement); a member who switched it off would wait for an answer that already came.
  {
    id: 'support',
    label: 'Help desk replies',
    settingLabel: 'The help desk answered a ticket of mine',
    switchable: false
  }
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]['id'];
export const NOTIFICATION_CATEGORY_IDS = NOTIFICATION_CATEGORIES.map((category) => category.id) as [
  NotificationCategory,
  ...NotificationCategory[]
];

/** The categories of the settings grid: those a member may switch off (security notices and receipts are always sent). */
export type SwitchableNotificationCategory = Extract<
  (typeof NOTIFICATION_CATEGORIES)[number],
  { switchable: true }
>['id'];
export const SWITCHABLE_NOTIFICATION_CATEGORY_IDS = NOTIFICATION_CATEGORIES.filter(
  (category) => category.switchable
).map((category) => category.id) as [SwitchableNotificationCategory, ...SwitchableNotificationCategory[]];
export const isSwitchableNotificationCategory = (
  category: string
): category is SwitchableNotificationCategory =>
  (SWITCHABLE_NOTIFICATION_CATEGORY_IDS as readonly string[]).includes(category);

/** The settings grid's columns: stored in the site's list, and sent by e-mail. */
export const NOTIFICATION_CHANNELS = [
  { id: 'inApp', label: 'In the site' },
  { id: 'email', label: 'E-mail' }
] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]['id'];
export const NOTIFICATION_CHANNEL_IDS = NOTIFICATION_CHANNELS.map((channel) => channel.id) as [
  NotificationChannel,
  ...NotificationChannel[]
];

/** The channels a member can switch for the category: both, unless the category names its own. */
export function notificationCategoryChannels(category: NotificationCategory): readonly NotificationChannel[] {
  const entry = NOTIFICATION_CATEGORIES.find((candidate) => candidate.id === category)!;
  return 'channels' in entry ? entry.channels : NOTIFICATION_CHANNEL_IDS;
}

/** Every switch of the grid starts on. */
export const NOTIFICATION_CHANNEL_DEFAULT = true;

/** A member's settings grid: per switchable category, on or off per channel. */
export type NotificationSettings = Record<
  SwitchableNotificationCategory,
  Record<NotificationChannel, boolean>
>;

export function defaultNotificationSettings(): NotificationSettings {
  const channels = () =>
    Object.fromEntries(
      NOTIFICATION_CHANNEL_IDS.map((channel) => [channel, NOTIFICATION_CHANNEL_DEFAULT])
    ) as Record<NotificationChannel, boolean>;
  return Object.fromEntries(
    SWITCHABLE_NOTIFICATION_CATEGORY_IDS.map((category) => [category, channels()])
  ) as NotificationSettings;
}

/** The category's line in the settings grid, e.g. "Someone sent me an interest". */
export function notificationSettingLabel(category: NotificationCategory): string {
  return NOTIFICATION_CATEGORIES.find((entry) => entry.id === category)!.settingLabel;
}

// Our wording (the spec has none for settings or unsubscribing). Kept beside the categories they speak of.
export const NOTIFICATION_SETTINGS_MESSAGES = {
  switchInvalid: {
    title: 'Invalid Setting',
    description: 'Each notification setting must be on (true) or off (false).'
  },
  unknownCategory: { title: 'Invalid Setting', description: 'This is not a notification you can switch.' },
  unknownChannel: {
    title: 'Invalid Setting',
    description: 'Not a notification channel: the channels are inApp and email.'
  },
  unsubscribeLinkInvalid: {
    title: 'Invalid Unsubscribe Link',
    description:
      'This unsubscribe link is not valid. Please use the link from the e-mail as it is, or change your e-mail settings on your Settings page.'
  },
  unsubscribeAccountGone: {
    title: 'Unsubscribe Link No Longer Valid',
    description: 'This account was deleted: it gets no more e-mails from us.'
  },
  unsubscribeLinkOutdated: {
    title: 'Unsubscribe Link No Longer Valid',
    description:
      'You switched these e-mails on again after this link was sent. To stop them, use the link in a newer e-mail or your Settings page.'
  }
} as const satisfies Record<string, UserMessage>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The header's bell shows this many of the newest. */
export const NOTIFICATIONS_IN_BELL = 5;

/** The live stream's one event type (`event: unread`, data `{ unreadCount }`): the count changed, or the stream just opened. */
export const NOTIFICATION_STREAM_EVENT = 'unread';
/** The live stream's last event when the account was suspended or deleted (`event: revoked`): the client does not reconnect. */
export const NOTIFICATION_STREAM_REVOKED_EVENT = 'revoked';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The words of notificationTime in each language (the member pages' notification list says the same). */
const AGO: Readonly<
  Record<
    DateLocale,
    { now: string; minutes: (n: number) => string; hours: (n: number) => string; yesterday: string }
  >
> = {
  en: { now: 'just now', minutes: (n) => `${n} min ago`, hours: (n) => `${n} h ago`, yesterday: 'yesterday' },
  hi: { now: 'अभी-अभी', minutes: (n) => `${n} मिनट पहले`, hours: (n) => `${n} घंटे पहले`, yesterday: 'कल' },
  ta: {
    now: 'இப்போதுதான்',
    minutes: (n) => `${n} நிமிடங்களுக்கு முன்`,
    hours: (n) => `${n} மணி நேரத்துக்கு முன்`,
    yesterday: 'நேற்று'
  }
};

/**
 * When a notification happened, as the bell and the list say it: "just now", "5 min ago", "2 h ago" (the same
 * day), "yesterday", then the date ("27 Nov 2026"). Days are calendar days in the viewer's zone (date-format).
 * In options.locale's words (Hindi "5 मिनट पहले", Tamil "நேற்று"); English by default.
 */
export function notificationTime(at: string | Date, now: Date, options: DateFormatOptions = {}): string {
  const words = AGO[options.locale ?? 'en'] ?? AGO.en;
  const when = new Date(at);
  const ago = now.getTime() - when.getTime();
  const day = formatDate(when, options);
  if (ago < MINUTE_MS) return words.now;
  if (ago < HOUR_MS) return words.minutes(Math.floor(ago / MINUTE_MS));
  if (day === formatDate(now, options)) return words.hours(Math.floor(ago / HOUR_MS));
  if (day === formatDate(now.getTime() - DAY_MS, options)) return words.yesterday;
  return day;
}
