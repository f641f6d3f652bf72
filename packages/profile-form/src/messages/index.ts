import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type ProfileFormMessageId = keyof typeof en;

/**
 * The profile field groups' own words (labels, placeholders, hints), shared by the sign-up wizard and the edit
 * form; the option labels and validation messages come from @matrimony/ui/catalog-text. Hindi and Tamil load as
 * their own chunks when chosen.
 */
export const profileFormMessages = registerCatalogue<ProfileFormMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useProfileFormT() {
  return useT(profileFormMessages);
}
