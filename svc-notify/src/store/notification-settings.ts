import { type Collection } from 'mongodb';
import { Schema, type Connection } from 'mongoose';
import {
  defaultNotificationSettings,
  NOTIFICATION_CHANNEL_DEFAULT,
  SWITCHABLE_NOTIFICATION_CATEGORY_IDS,
  type NotificationSettings,
  type SwitchableNotificationCategory
} from '@matrimony/catalog/notifications';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@matrimony/i18n/codes';

/** One category's switches, and how often its e-mail was switched back on (the unsubscribe links' version). */
interface CategorySwitches {
  inApp: boolean;
  email: boolean;
  emailVersion: number;
}

/** A member's settings; no document means every switch is on (the catalog's default). */
interface SettingsDoc {
  _id: string;
  categories: Partial<Record<SwitchableNotificationCategory, Partial<CategorySwitches>>>;
  /** The language of the member's e-mails and SMS; absent until they choose one (English). */
  locale?: Locale;
  updatedAt: Date;
}

export interface MemberNotificationSettings {
  settings: NotificationSettings;
  /** Per category: the version an unsubscribe link must carry to be honoured. */
  emailVersions: Record<SwitchableNotificationCategory, number>;
  /** The language the member reads e-mails and SMS in (English until they choose). */
  locale: Locale;
  /** Whether they chose it (false: the English default). */
  localeChosen: boolean;
}

const settingsSchema = new Schema<SettingsDoc>(
  {
    _id: { type: String, required: true },
    categories: { type: Schema.Types.Mixed, required: true },
    locale: { type: String },
    updatedAt: { type: Date, required: true }
  },
  { versionKey: false, collection: 'notification_settings', minimize: false }
);

const path = (category: SwitchableNotificationCategory, field: keyof CategorySwitches) =>
  `categories.${category}.${field}`;

function defaultsDoc(): SettingsDoc['categories'] {
  const defaults = defaultNotificationSettings();
  return Object.fromEntries(
    SWITCHABLE_NOTIFICATION_CATEGORY_IDS.map((category) => [
      category,
      { ...defaults[category], emailVersion: 0 }
    ])
  );
}

export type UnsubscribeOutcome = 'unsubscribed' | 'outdated';

/** Per member: which categories they are told of in the site and by e-mail (GET/PUT /settings, unsubscribe links). */
export function createNotificationSettingsStore(connection: Connection) {
  const Settings = connection.model<SettingsDoc>('NotificationSettings', settingsSchema);

  /** Creates the member's document with every switch on unless it exists (an upsert: replicas may race). */
  async function ensure(userId: string, now: Date): Promise<void> {
    await Settings.updateOne(
      { _id: userId },
      { $setOnInsert: { categories: defaultsDoc(), updatedAt: now } },
      { upsert: true }
    );
  }

  return {
    /** The member's settings with every missing switch on (no document, or a category added since). */
    async get(userId: string): Promise<MemberNotificationSettings> {
      // Read for every piece of news: the driver, without mongoose's query casting.
      const doc = await (Settings.collection as unknown as Collection<SettingsDoc>).findOne({ _id: userId });
      const settings = defaultNotificationSettings();
      const emailVersions = {} as Record<SwitchableNotificationCategory, number>;
      for (const category of SWITCHABLE_NOTIFICATION_CATEGORY_IDS) {
        const stored = doc?.categories[category];
        settings[category] = {
          inApp: stored?.inApp ?? NOTIFICATION_CHANNEL_DEFAULT,
          email: stored?.email ?? NOTIFICATION_CHANNEL_DEFAULT
        };
        emailVersions[category] = stored?.emailVersion ?? 0;
      }
      const chosen = isLocale(doc?.locale);
      return {
        settings,
        emailVersions,
        locale: chosen ? doc!.locale! : DEFAULT_LOCALE,
        localeChosen: chosen
      };
    },

    /** The language the member signed up in, unless they chose one already (events may come in any order). */
    async setFirstLocale(userId: string, locale: Locale, now: Date): Promise<void> {
      await ensure(userId, now);
      await Settings.updateOne(
        { _id: userId, locale: { $exists: false } },
        { $set: { locale, updatedAt: now } }
      );
    },

    /** The language of the member's next e-mails and SMS. */
    async setLocale(userId: string, locale: Locale, now: Date): Promise<void> {
      await ensure(userId, now);
      await Settings.updateOne({ _id: userId }, { $set: { locale, updatedAt: now } });
    },

    /**
     * Stores the whole grid. A category whose e-mail goes from off to on gets a new version first (one
     * conditional update each, so two replicas cannot both miss it): links sent before it stop working.
     */
    async replace(userId: string, settings: NotificationSettings, now: Date): Promise<void> {
      await ensure(userId, now);
      for (const category of SWITCHABLE_NOTIFICATION_CATEGORY_IDS) {
        if (!settings[category].email) continue;
        await Settings.updateOne(
          { _id: userId, [path(category, 'email')]: false },
          { $set: { [path(category, 'email')]: true }, $inc: { [path(category, 'emailVersion')]: 1 } }
        );
      }
      const switches = Object.fromEntries(
        SWITCHABLE_NOTIFICATION_CATEGORY_IDS.flatMap((category) => [
          [path(category, 'inApp'), settings[category].inApp],
          [path(category, 'email'), settings[category].email]
        ])
      );
      await Settings.updateOne({ _id: userId }, { $set: { ...switches, updatedAt: now } });
    },

    /** Switches the category's e-mail off if the link's version is still current (a repeat changes nothing). */
    async unsubscribe(
      userId: string,
      category: SwitchableNotificationCategory,
      version: number,
      now: Date
    ): Promise<UnsubscribeOutcome> {
      await ensure(userId, now);
      const current =
        version === 0
          ? {
              $or: [
                { [path(category, 'emailVersion')]: 0 },
                { [path(category, 'emailVersion')]: { $exists: false } }
              ]
            }
          : { [path(category, 'emailVersion')]: version };
      const result = await Settings.updateOne(
        { _id: userId, ...current },
        {
          $set: {
            [path(category, 'email')]: false,
            [path(category, 'emailVersion')]: version,
            updatedAt: now
          }
        }
      );
      return result.matchedCount > 0 ? 'unsubscribed' : 'outdated';
    },

    /** The member's account was deleted. */
    async erase(userId: string): Promise<void> {
      await Settings.deleteOne({ _id: userId });
    }
  };
}

export type NotificationSettingsStore = ReturnType<typeof createNotificationSettingsStore>;
