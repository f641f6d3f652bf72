// Building blocks shared by every schema: one rule, one message, everywhere.
import { z } from '../zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { messageText, tooLongMessage } from '../messages';
import { FIELD_TEXT, MOBILE_PATTERN, OTP_PATTERN } from './input-rules';

export {
  FIELD_TEXT,
  MOBILE_PATTERN,
  OTP_PATTERN,
  isMobileNumber,
  mobileInputValue,
  otpInputValue
} from './input-rules';

/** An Indian mobile number: 10 digits from 6-9 on, nothing else (the +91 prefix is not part of the value). */
export const mobileSchema = z
  .string({ error: FIELD_TEXT.invalidMobile })
  .regex(MOBILE_PATTERN, FIELD_TEXT.invalidMobile);

/** Exactly 6 digits. */
export const otpSchema = z.string({ error: FIELD_TEXT.invalidOtp }).regex(OTP_PATTERN, FIELD_TEXT.invalidOtp);

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
  return z
    .string()
    .trim()
    .max(max, messageText(tooLongMessage(label, max)))
    .optional();
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
    .max(PASSWORD_MAX_LENGTH, FIELD_TEXT.passwordTooLong);
}

export const passwordSchema = newPasswordField(FIELD_TEXT.missing, FIELD_TEXT.weakPassword);

/** A password the member types to prove who they are (sign-in, the current password): only required and capped. */
export const enteredPasswordField = z
  .string({ error: FIELD_TEXT.missing })
  .min(1, { error: FIELD_TEXT.missing, abort: true })
  .max(PASSWORD_MAX_LENGTH, FIELD_TEXT.passwordTooLong);
