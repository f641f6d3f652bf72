import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type DiscoveryMessageId = keyof typeof en;

/** The member cards (explore, recommendations, lists): English ships with the remote, Hindi and Tamil load when chosen. */
export const discoveryMessages = registerCatalogue<DiscoveryMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useDiscoveryT() {
  return useT(discoveryMessages);
}

/** The same lookup outside a component; the component calling it re-renders by `useDiscoveryT`. */
export function discoveryText(id: DiscoveryMessageId, values?: Record<string, unknown>): string {
  return translate(discoveryMessages, id, values);
}
