import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type SubscriptionMessageId = keyof typeof en;

/** The plan and receipt pages' messages (/subscription, /receipts): English ships with the remote, Hindi and Tamil load when chosen. */
export const subscriptionMessages = registerCatalogue<SubscriptionMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useSubscriptionT() {
  return useT(subscriptionMessages);
}

/** The same lookup outside a component (the plan's sentence helpers); the component calling it re-renders by `useSubscriptionT`. */
export function subscriptionText(id: SubscriptionMessageId, values?: Record<string, unknown>): string {
  return translate(subscriptionMessages, id, values);
}
