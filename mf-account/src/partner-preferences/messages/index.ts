import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type PreferencesMessageId = keyof typeof en;

/** Partner preferences' messages (/partner-preferences): English ships with the remote, Hindi and Tamil load when chosen. */
export const preferencesMessages = registerCatalogue<PreferencesMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function usePreferencesT() {
  return useT(preferencesMessages);
}

/** The same lookup outside a component (the age steps); the component calling it re-renders by `usePreferencesT`. */
export function preferencesText(id: PreferencesMessageId, values?: Record<string, unknown>): string {
  return translate(preferencesMessages, id, values);
}
