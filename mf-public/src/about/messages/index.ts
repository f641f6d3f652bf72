import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type AboutMessageId = keyof typeof en;

/** The about page. English ships with the page, Hindi and Tamil load as their own chunks when chosen. */
export const aboutMessages = registerCatalogue<AboutMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useAboutT() {
  return useT(aboutMessages);
}
