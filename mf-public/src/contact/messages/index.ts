import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type ContactMessageId = keyof typeof en;

/** The contact page and its form. English ships with the page, Hindi and Tamil load as their own chunks when chosen. */
export const contactMessages = registerCatalogue<ContactMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useContactT() {
  return useT(contactMessages);
}
