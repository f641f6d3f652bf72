import { Fragment, type ReactNode } from 'react';
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

const MARK = '\u0000';

/**
 * A message with elements inside it (links, <strong>): each named placeholder is replaced by its element where the
 * language puts it. `rich(t, 'signup.family.terms', { terms: <a>...</a> })`.
 */
export function rich(
  t: (id: SignupMessageId, values?: Record<string, unknown>) => string,
  id: SignupMessageId,
  elements: Record<string, ReactNode>
): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(id, marks)
    .split(MARK)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? (elements[part] ?? part) : part}</Fragment>
    ));
}
