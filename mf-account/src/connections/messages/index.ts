import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type ConnectionsMessageId = keyof typeof en;

/** The connection lists (interests, mutual matches, shortlist, profile views): English ships with the remote, Hindi and Tamil load when chosen. */
export const connectionsMessages = registerCatalogue<ConnectionsMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useConnectionsT() {
  return useT(connectionsMessages);
}

/** The same lookup outside a component; the component calling it re-renders by `useConnectionsT`. */
export function connectionsText(id: ConnectionsMessageId, values?: Record<string, unknown>): string {
  return translate(connectionsMessages, id, values);
}
