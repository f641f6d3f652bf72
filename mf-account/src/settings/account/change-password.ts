// The change-password form's rules (the catalog's, which svc-identity applies too) and what a refused change
// says, and where: under the field the service named, or as the service's own words above the button.
import { messageText, type UserMessage } from '@matrimony/catalog/messages';
import {
  changePasswordFormSchema,
  fieldIssues,
  type ChangePasswordForm
} from '@matrimony/catalog/validation';
import { asProblem, problemMessage } from '@matrimony/session';

export type PasswordField = keyof ChangePasswordForm;
export type PasswordErrors = Partial<Record<PasswordField, string>>;
export const PASSWORD_FIELDS: readonly PasswordField[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword'
];

export type CheckedPasswordForm =
  | { ok: true; body: { currentPassword: string; newPassword: string } }
  | { ok: false; errors: PasswordErrors };

/** The form as typed: all three filled, the new one at least 6 characters, confirmed, and not the current one. */
export function checkPasswordForm(input: ChangePasswordForm): CheckedPasswordForm {
  const result = changePasswordFormSchema.safeParse(input);
  if (result.success)
    return {
      ok: true,
      body: { currentPassword: result.data.currentPassword, newPassword: result.data.newPassword }
    };
  const errors: PasswordErrors = {};
  for (const issue of fieldIssues(result.error)) {
    if ((PASSWORD_FIELDS as readonly string[]).includes(issue.field))
      errors[issue.field as PasswordField] ??= messageText(issue.message);
  }
  return { ok: false, errors };
}

/**
 * A change the service refused: field messages for the fields it named (a wrong current password, a weak new
 * one), else its title and detail (too many attempts, the service unavailable) to show above the button.
 */
export function changeFailure(error: unknown): { errors: PasswordErrors; message?: UserMessage } {
  const problem = asProblem(error);
  const errors: PasswordErrors = {};
  for (const [field, text] of Object.entries(problem?.errors ?? {})) {
    if ((PASSWORD_FIELDS as readonly string[]).includes(field)) errors[field as PasswordField] = text;
  }
  return Object.keys(errors).length > 0 ? { errors } : { errors, message: problemMessage(error) };
}
