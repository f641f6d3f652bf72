import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type BellMessageId = keyof typeof en;

/** The notification bell's and the header badges' texts: only members see them, so they load with those lazy parts, not on every page. English ships with them, Hindi and Tamil load as their own chunks when chosen. */
export const bellMessages = registerCatalogue<BellMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useBellT() {
  return useT(bellMessages);
}
