import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS_REFUSED } from './limits';

// The zxcvbn-ts list is ordered by frequency in real password leaks; the head is the "most common" part.
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));

export const COMMON_PASSWORD_MESSAGE = {
  title: 'Weak Password',
  description: 'This password is too common. Please choose a less common password.'
} as const;
export const PASSWORD_IS_MOBILE_MESSAGE = {
  title: 'Weak Password',
  description: 'Your password must not be your mobile number.'
} as const;

/** True for passwords found in the list of the most common ones (case does not help: "Password1" is as weak). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
