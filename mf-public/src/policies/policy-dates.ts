import {
  policyDateLabel,
  PRIVACY_VERSION,
  REFUND_POLICY_VERSION,
  TERMS_VERSION
} from '@matrimony/catalog/policies';
import { useLocale } from '@matrimony/i18n/react';

/** Each policy page's "Last updated": the version a member accepts at registration (catalog's policies.ts). */
export const TERMS_LAST_UPDATED = policyDateLabel(TERMS_VERSION);
export const PRIVACY_LAST_UPDATED = policyDateLabel(PRIVACY_VERSION);
export const REFUND_POLICY_LAST_UPDATED = policyDateLabel(REFUND_POLICY_VERSION);

/** A policy's "Last updated" date in the page's language ('21 नवंबर 2026'); re-renders on a language change. */
export function useLastUpdated(version: string): string {
  return policyDateLabel(version, useLocale());
}

export { PRIVACY_VERSION, REFUND_POLICY_VERSION, TERMS_VERSION };
