import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type LanguageSettingMessageId = keyof typeof en;

/** The language setting's messages: English ships with the remote, Hindi and Tamil load when chosen. */
export const languageSettingMessages = registerCatalogue<LanguageSettingMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useLanguageSettingT() {
  return useT(languageSettingMessages);
}
