import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type ProfilePageMessageId = keyof typeof en;

/** Another member's profile page (/profile/:id, its interest slot and horoscope match): English ships with the remote, Hindi and Tamil load when chosen. */
export const profilePageMessages = registerCatalogue<ProfilePageMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useProfilePageT() {
  return useT(profilePageMessages);
}

/** The same lookup outside a component; the component calling it re-renders by `useProfilePageT`. */
export function profilePageText(id: ProfilePageMessageId, values?: Record<string, unknown>): string {
  return translate(profilePageMessages, id, values);
}

/** An id built from the service's (a koota's, a porutham's, a band's), when the catalogue has it. */
export function isProfilePageMessageId(id: string): id is ProfilePageMessageId {
  return Object.prototype.hasOwnProperty.call(en, id);
}
