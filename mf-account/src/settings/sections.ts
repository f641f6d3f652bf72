import { settingsText, type SettingsMessageId } from './messages';

// The sections of /settings, in page order: their anchors (`/settings#notifications`) and titles, for the
// in-page navigation and the sections themselves.
export const SETTINGS_SECTIONS = [
  { id: 'account', title: 'Account' },
  { id: 'verification', title: 'Verification' },
  { id: 'notifications', title: 'Notifications' },
  { id: 'privacy', title: 'Privacy' },
  { id: 'horoscope', title: 'Horoscope' },
  { id: 'my-data', title: 'My data' }
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

const TITLE_IDS: Record<SettingsSectionId, SettingsMessageId> = {
  account: 'settings.section.account',
  verification: 'settings.section.verification',
  notifications: 'settings.section.notifications',
  privacy: 'settings.section.privacy',
  horoscope: 'settings.section.horoscope',
  'my-data': 'settings.section.myData'
};

/** The section's title in the active language (English as in SETTINGS_SECTIONS). */
export const sectionTitle = (id: SettingsSectionId): string => settingsText(TITLE_IDS[id]);
