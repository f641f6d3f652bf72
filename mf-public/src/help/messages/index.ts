import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type HelpMessageId = keyof typeof en;

/** The help page and its grievance form. English ships with the page, Hindi and Tamil load as their own chunks when chosen. */
export const helpMessages = registerCatalogue<HelpMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useHelpT() {
  return useT(helpMessages);
}
