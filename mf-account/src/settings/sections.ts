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

export const sectionTitle = (id: SettingsSectionId): string =>
  SETTINGS_SECTIONS.find((section) => section.id === id)!.title;
