import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type PolicyMessageId = keyof typeof en;

/** The privacy policy, terms of service and refund policy. English ships with the page, Hindi and Tamil load as their own chunks when chosen. */
export const policyMessages = registerCatalogue<PolicyMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function usePolicyT() {
  return useT(policyMessages);
}
