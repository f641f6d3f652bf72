import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type ExploreMessageId = keyof typeof en;

/** Explore (/explore and its filters): English ships with the remote, Hindi and Tamil load when chosen. */
export const exploreMessages = registerCatalogue<ExploreMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useExploreT() {
  return useT(exploreMessages);
}

/** The same lookup outside a component; the component calling it re-renders by `useExploreT`. */
export function exploreText(id: ExploreMessageId, values?: Record<string, unknown>): string {
  return translate(exploreMessages, id, values);
}
