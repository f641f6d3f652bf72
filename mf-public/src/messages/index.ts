import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type PublicMessageId = keyof typeof en;

/** mf-public's messages: English ships with the remote, Hindi and Tamil load as their own chunks when chosen. */
export const publicMessages = registerCatalogue<PublicMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function usePublicT() {
  return useT(publicMessages);
}
