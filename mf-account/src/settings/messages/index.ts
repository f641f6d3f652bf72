import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type SettingsMessageId = keyof typeof en;

/** Settings' messages (/settings and its selfie page): English ships with the remote, Hindi and Tamil load when chosen. */
export const settingsMessages = registerCatalogue<SettingsMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useSettingsT() {
  return useT(settingsMessages);
}

/** The same lookup outside a component (the sections' sentence helpers); the component calling it re-renders by `useSettingsT`. */
export function settingsText(id: SettingsMessageId, values?: Record<string, unknown>): string {
  return translate(settingsMessages, id, values);
}
