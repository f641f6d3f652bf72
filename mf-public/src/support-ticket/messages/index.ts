import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type SupportTicketMessageId = keyof typeof en;

/** The page a ticket's e-mail link opens. English ships with the page, Hindi and Tamil load as their own chunks when chosen. */
export const supportTicketMessages = registerCatalogue<SupportTicketMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useSupportTicketT() {
  return useT(supportTicketMessages);
}
