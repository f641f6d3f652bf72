import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type ToastMessageId = keyof typeof en;

/** The Toaster's two labels: their own tiny catalogue, as the Toaster is in the shared entry the landing page loads. */
export const toastMessages = registerCatalogue<ToastMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useToastT() {
  return useT(toastMessages);
}
