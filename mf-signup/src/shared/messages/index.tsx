import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type SignupMessageId = keyof typeof en;

/**
 * mf-signup's messages (the wizard, sign-in, password reset, e-mail confirmation): English ships with the remote,
 * Hindi and Tamil load as their own chunks when chosen. Ids start with the page's area (`signup.`, `signin.`,
 * `reset.`, `confirmEmail.`).
 */
export const signupMessages = registerCatalogue<SignupMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useSignupT() {
  return useT(signupMessages);
}
