import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type PageMessageId = keyof typeof en;

/** What every page besides the landing page shares: the policies' date line, the Grievance Officer, the FAQ. English ships with the page, Hindi and Tamil load as their own chunks when chosen. */
export const pageMessages = registerCatalogue<PageMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function usePageT() {
  return useT(pageMessages);
}
