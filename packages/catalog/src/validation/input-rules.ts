// The mobile-number, code and sign-in rules as plain functions: pages that need only these
// (sign-in) import `@matrimony/catalog/input-rules` and skip zod. The zod schemas in fields.ts and
// account.ts are built from the same patterns, limits and texts, so each rule is written once.
import { MOBILE_DIGITS, MOBILE_FIRST_DIGITS, OTP_DIGITS, PASSWORD_MAX_LENGTH } from '../constants';
import { CATALOG_MESSAGES, SIGNUP_MESSAGES, messageText, tooLongMessage } from '../messages';

/** Field-error texts (the description of each spec message) used by the rules and schemas. */
export const FIELD_TEXT = {
  missing: messageText(SIGNUP_MESSAGES.missingInformation),
  missingWithPhoto: messageText(SIGNUP_MESSAGES.missingInformationAndPhoto),
  chooseFromList: messageText(CATALOG_MESSAGES.chooseFromList),
  invalidMobile: messageText(SIGNUP_MESSAGES.invalidMobile),
  invalidOtp: messageText(SIGNUP_MESSAGES.invalidOtp),
  invalidEmail: messageText(SIGNUP_MESSAGES.invalidEmail),
  weakPassword: messageText(SIGNUP_MESSAGES.weakPassword),
  passwordMismatch: messageText(SIGNUP_MESSAGES.passwordMismatch),
  passwordTooLong: messageText(tooLongMessage('Password', PASSWORD_MAX_LENGTH))
} as const;

/** An Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (the +91 prefix is fixed and not part of the value). */
export const MOBILE_PATTERN = new RegExp(`^[${MOBILE_FIRST_DIGITS}]\\d{${MOBILE_DIGITS - 1}}$`);

export function isMobileNumber(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}
/** Exactly 6 digits. */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_DIGITS}}$`);

/** What the mobile inputs keep of a keystroke: digits only, at most 10. */
export function mobileInputValue(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
}

/** What the OTP input keeps: digits only, at most 6. */
export function otpInputValue(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_DIGITS);
}

export type SignInFields = { mobile: string; password: string };
export type SignInCheck =
  | { ok: true; value: SignInFields }
  | { ok: false; errors: Partial<Record<keyof SignInFields, string>> };

/** Sign-in: a 10-digit number and a password that is present and not absurdly long (strength is not re-checked). */
export function checkSignInFields(input: SignInFields): SignInCheck {
  const errors: Partial<Record<keyof SignInFields, string>> = {};
  if (!isMobileNumber(input.mobile)) errors.mobile = FIELD_TEXT.invalidMobile;
  if (input.password.length === 0) errors.password = FIELD_TEXT.missing;
  else if (input.password.length > PASSWORD_MAX_LENGTH) errors.password = FIELD_TEXT.passwordTooLong;
  return Object.keys(errors).length === 0
    ? { ok: true, value: { mobile: input.mobile, password: input.password } }
    : { ok: false, errors };
}
