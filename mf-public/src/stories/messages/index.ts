import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type StoriesMessageId = keyof typeof en;

/** The success stories page. English ships with the page, Hindi and Tamil load as their own chunks when chosen. */
export const storiesMessages = registerCatalogue<StoriesMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useStoriesT() {
  return useT(storiesMessages);
}
