import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import type en from './en.json';
import { english } from './english';

export type PublicMessageId = keyof typeof en;

/**
 * mf-public's messages (the landing page's): Hindi and Tamil load as their own chunks when chosen, and in the
 * browser English too, only while English is active (english.browser.ts), so /hi/ and /ta/ do not download it.
 */
export const publicMessages = registerCatalogue<PublicMessageId>({
  ...english,
  load: (locale) => import(`./${locale}.json`)
});

export function usePublicT() {
  return useT(publicMessages);
}
