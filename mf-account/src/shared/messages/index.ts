import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type SharedMessageId = keyof typeof en;

/**
 * The member area's shared pieces (paging, block, contact details, dates said as a member says them, match
 * explanations): English ships with the remote, Hindi and Tamil load when chosen.
 */
export const sharedMessages = registerCatalogue<SharedMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useSharedT() {
  return useT(sharedMessages);
}

/** The same lookup outside a component; the component calling it re-renders by `useSharedT`. */
export function sharedText(id: SharedMessageId, values?: Record<string, unknown>): string {
  return translate(sharedMessages, id, values);
}

/** VerificationBadges' words in the active language. */
export function useBadgeText() {
  const t = useSharedT();
  return {
    list: t('shared.badges.list'),
    mobile: t('shared.badges.mobile'),
    id: t('shared.badges.id'),
    photo: t('shared.badges.photo'),
    verified: t('shared.badges.verified')
  };
}
