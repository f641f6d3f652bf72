// Sign-up steps 1-2, sign-in, password reset and password change.
import { z } from '../zod';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES, fieldNeed, messageText } from '../messages';
import {
  emailField,
  enteredPasswordField,
  mobileSchema,
  newPasswordField,
  otpSchema,
  FIELD_TEXT
} from './fields';

/** Step 1: the number and the code the member typed. */
export const step1MobileSchema = z.object({ mobile: mobileSchema, otp: otpSchema });

/** Step 2: all three required, passwords equal, at least 6 characters. */
export const step2AccountSchema = z
  .object({
    email: emailField(fieldNeed('email')),
    password: newPasswordField(fieldNeed('password'), FIELD_TEXT.weakPassword),
    confirmPassword: z.string({ error: fieldNeed('confirmPassword') }).min(1, fieldNeed('confirmPassword'))
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: FIELD_TEXT.passwordMismatch
  });
export type Step2AccountInput = z.infer<typeof step2AccountSchema>;

/** Sign-in with mobile number and password; the same rule as checkSignInFields (input-rules.ts) for services. */
export const signInSchema = z.object({
  mobile: mobileSchema,
  password: enteredPasswordField
});
export type SignInInput = z.infer<typeof signInSchema>;

/** "Forgot Password?": the e-mail to send the reset link to. */
export const passwordResetRequestSchema = z.object({
  email: emailField(messageText(PASSWORD_RESET_MESSAGES.emailRequired))
});

const passwordTooShort = messageText(PASSWORD_RESET_MESSAGES.passwordTooShort);

/** The reset page's new password and its confirmation. */
export const newPasswordSchema = z
  .object({
    password: newPasswordField(passwordTooShort, passwordTooShort),
    confirmPassword: z.string({ error: passwordTooShort })
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: messageText(PASSWORD_RESET_MESSAGES.passwordsDontMatch)
  });

const samePassword = messageText(ACCOUNT_MESSAGES.samePassword);

/**
 * Changing the password on /settings (POST /api/identity/password): the current one as typed, the new one
 * under the reset page's rules ("Password Too Short"), and not the same as the current one.
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: enteredPasswordField,
    newPassword: newPasswordField(FIELD_TEXT.missing, passwordTooShort)
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    error: samePassword
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The /settings form: the request's fields plus the confirmation ("Passwords Don't Match"). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: enteredPasswordField,
    newPassword: newPasswordField(FIELD_TEXT.missing, passwordTooShort),
    confirmPassword: z.string({ error: FIELD_TEXT.missing }).min(1, FIELD_TEXT.missing)
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: messageText(PASSWORD_RESET_MESSAGES.passwordsDontMatch)
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    error: samePassword
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/**
 * Changing the e-mail address on /settings (POST /api/identity/email-changes): the new address under the
 * wizard's e-mail rule, and the current password as typed.
 */
export const changeEmailFormSchema = z.object({
  email: emailField(FIELD_TEXT.invalidEmail),
  currentPassword: enteredPasswordField
});
export type ChangeEmailForm = z.infer<typeof changeEmailFormSchema>;

/** Changing the mobile number on /settings (POST /api/identity/mobile-changes): the wizard's mobile rule, the current password. */
export const changeMobileFormSchema = z.object({
  mobile: mobileSchema,
  currentPassword: enteredPasswordField
});
export type ChangeMobileForm = z.infer<typeof changeMobileFormSchema>;

/** The code texted to the new number, with that number (POST /api/identity/mobile-changes/confirm). */
export const confirmMobileChangeSchema = z.object({ mobile: mobileSchema, code: otpSchema });
export type ConfirmMobileChange = z.infer<typeof confirmMobileChangeSchema>;
