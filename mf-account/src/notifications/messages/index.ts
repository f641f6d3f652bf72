import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type NotificationsMessageId = keyof typeof en;

/** The notifications page (/notifications): English ships with the remote, Hindi and Tamil load when chosen. */
export const notificationsMessages = registerCatalogue<NotificationsMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useNotificationsT() {
  return useT(notificationsMessages);
}

/** The same lookup outside a component; the component calling it re-renders by `useNotificationsT`. */
export function notificationsText(id: NotificationsMessageId, values?: Record<string, unknown>): string {
  return translate(notificationsMessages, id, values);
}
