import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type ToastMessageId = keyof typeof en;

/** The shared entry's words (the Toaster's labels, the Spinner's "Loading..."): a tiny catalogue of their own, as the landing page loads that entry. */
export const toastMessages = registerCatalogue<ToastMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useToastT() {
  return useT(toastMessages);
}
