import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type EditProfileMessageId = keyof typeof en;

/** Edit Profile's messages (/edit-profile; the fields themselves are @matrimony/profile-form's): English ships with the remote, Hindi and Tamil load when chosen. */
export const editProfileMessages = registerCatalogue<EditProfileMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useEditProfileT() {
  return useT(editProfileMessages);
}

/** The same lookup outside a component (the saved toast); the component calling it re-renders by `useEditProfileT`. */
export function editProfileText(id: EditProfileMessageId, values?: Record<string, unknown>): string {
  return translate(editProfileMessages, id, values);
}
