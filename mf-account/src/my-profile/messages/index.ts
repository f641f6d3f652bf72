import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type MyProfileMessageId = keyof typeof en;

/** My Profile's messages (/my-profile: overview, photos, horoscope photo): English ships with the remote, Hindi and Tamil load when chosen. */
export const myProfileMessages = registerCatalogue<MyProfileMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useMyProfileT() {
  return useT(myProfileMessages);
}

/** The same lookup outside a component (the photo rules' labels); the component calling it re-renders by `useMyProfileT`. */
export function myProfileText(id: MyProfileMessageId, values?: Record<string, unknown>): string {
  return translate(myProfileMessages, id, values);
}
