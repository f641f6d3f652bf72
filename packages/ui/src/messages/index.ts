import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type UiMessageId = keyof typeof en;

/**
 * The design system's own words (password toggle, OTP slots, date of birth, photo picker, copy, dialog, skeletons,
 * countdowns). Imported only by those subpath components, never by the shared entry, so the landing page does not
 * carry it; Hindi and Tamil load as their own chunks when chosen.
 */
export const uiMessages = registerCatalogue<UiMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useUiT() {
  return useT(uiMessages);
}
