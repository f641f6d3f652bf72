import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type HelpDeskMessageId = keyof typeof en;

/** The help desk's messages (/help/tickets): English ships with the remote, Hindi and Tamil load when chosen. */
export const helpDeskMessages = registerCatalogue<HelpDeskMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useHelpDeskT() {
  return useT(helpDeskMessages);
}

/** The same lookup outside a component (the sections' sentence helpers); the component calling it re-renders by `useHelpDeskT`. */
export function helpDeskText(id: HelpDeskMessageId, values?: Record<string, unknown>): string {
  return translate(helpDeskMessages, id, values);
}
