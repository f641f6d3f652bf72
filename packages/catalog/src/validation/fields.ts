// Building blocks shared by every schema: one rule, one message, everywhere.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MOBILE_DIGITS, OTP_DIGITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { CATALOG_MESSAGES, SIGNUP_MESSAGES, messageText, tooLongMessage } from '../messages';

/** Field-error texts (the description of each spec message) used by the schemas. */
export const FIELD_TEXT = {
  missing: messageText(SIGNUP_MESSAGES.missingInformation),
  missingWithPhoto: messageText(SIGNUP_MESSAGES.missingInformationAndPhoto),
  chooseFromList: messageText(CATALOG_MESSAGES.chooseFromList),
  invalidMobile: messageText(SIGNUP_MESSAGES.invalidMobile),
  invalidOtp: messageText(SIGNUP_MESSAGES.invalidOtp),
  invalidEmail: messageText(SIGNUP_MESSAGES.invalidEmail),
  weakPassword: messageText(SIGNUP_MESSAGES.weakPassword),
  passwordMismatch: messageText(SIGNUP_MESSAGES.passwordMismatch)
} as const;

const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);
const OTP_PATTERN = new RegExp(`^\\d{${OTP_DIGITS}}$`);

/** Exactly 10 digits, nothing else (the +91 prefix is fixed and not part of the value). */
export const mobileSchema = z.string({ error: FIELD_TEXT.invalidMobile }).regex(MOBILE_PATTERN, FIELD_TEXT.invalidMobile);

/** Exactly 6 digits. */
export const otpSchema = z.string({ error: FIELD_TEXT.invalidOtp }).regex(OTP_PATTERN, FIELD_TEXT.invalidOtp);

/** What the mobile inputs keep of a keystroke: digits only, at most 10. */
export function mobileInputValue(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
}

/** What the OTP input keeps: digits only, at most 6. */
export function otpInputValue(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_DIGITS);
}

/** A required, trimmed free-text field with a length cap. */
export function requiredText(missing: string, label: string, max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, messageText(tooLongMessage(label, max)));
}

/** An optional, trimmed free-text field with a length cap ("" allowed). */
export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, messageText(tooLongMessage(label, max))).optional();
}

/** A required choice from a list: "" or absent is `missing`, anything off the list is "choose one". */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, missing: string) {
  return z
    .string({ error: missing })
    .min(1, { error: missing, abort: true })
    .pipe(z.enum(values, { error: FIELD_TEXT.chooseFromList }));
}

/** A required e-mail address: `missing` when empty, the spec's invalid-email message otherwise. */
export function emailField(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: FIELD_TEXT.invalidEmail, abort: true })
    .pipe(z.email({ error: FIELD_TEXT.invalidEmail }));
}

export const emailSchema = emailField(FIELD_TEXT.invalidEmail);

/** A new password: `missing` when empty, `tooShort` under 6 characters. */
export function newPasswordField(missing: string, tooShort: string) {
  return z
    .string({ error: missing })
    .min(1, { error: missing, abort: true })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, messageText(tooLongMessage('Password', PASSWORD_MAX_LENGTH)));
}

export const passwordSchema = newPasswordField(FIELD_TEXT.missing, FIELD_TEXT.weakPassword);
