import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type ConversationsMessageId = keyof typeof en;

/** Conversations (/messages, a thread, the report dialog): English ships with the remote, Hindi and Tamil load when chosen. */
export const conversationsMessages = registerCatalogue<ConversationsMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useConversationsT() {
  return useT(conversationsMessages);
}

/** The same lookup outside a component; the component calling it re-renders by `useConversationsT`. */
export function conversationsText(id: ConversationsMessageId, values?: Record<string, unknown>): string {
  return translate(conversationsMessages, id, values);
}
