// The e-mail and mobile change forms' rules (the catalog's, which svc-identity applies too) and what a refused request
// says, and where: under the field the service named, or as the service's own words beside the button.
import { messageText, type UserMessage } from '@matrimony/catalog/messages';
import { changeEmailFormSchema, changeMobileFormSchema, fieldIssues } from '@matrimony/catalog/validation';
import { asProblem, problemMessage } from '@matrimony/session';
import type { z } from 'zod';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type Checked<F extends string, V> = { ok: true; value: V } | { ok: false; errors: FieldErrors<F> };

export type EmailField = 'email' | 'currentPassword';
export type MobileField = 'mobile' | 'currentPassword';
export const EMAIL_FIELDS: readonly EmailField[] = ['email', 'currentPassword'];
export const MOBILE_FIELDS: readonly MobileField[] = ['mobile', 'currentPassword'];

function check<F extends string, V>(
  schema: z.ZodType<V>,
  fields: readonly F[],
  input: unknown
): Checked<F, V> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of fieldIssues(result.error)) {
    if ((fields as readonly string[]).includes(issue.field))
      errors[issue.field as F] ??= messageText(issue.message);
  }
  return { ok: false, errors };
}

/** The new address (the registration's e-mail rule) and the current password, both filled. */
export const checkEmailForm = (input: { email: string; currentPassword: string }) =>
  check(changeEmailFormSchema, EMAIL_FIELDS, input);

/** The new number (10 digits, the registration's rule) and the current password. */
export const checkMobileForm = (input: { mobile: string; currentPassword: string }) =>
  check(changeMobileFormSchema, MOBILE_FIELDS, input);

/**
 * A request the service refused: field messages for the fields it named (a wrong password, a taken address or
 * number), else its title and detail (too many attempts, the service unavailable) to show by the button.
 */
export function refusal<F extends string>(
  error: unknown,
  fields: readonly F[]
): { errors: FieldErrors<F>; message?: UserMessage; retryAfter?: number } {
  const problem = asProblem(error);
  const errors: FieldErrors<F> = {};
  for (const [field, text] of Object.entries(problem?.errors ?? {})) {
    if ((fields as readonly string[]).includes(field)) errors[field as F] = text;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, message: problemMessage(error), retryAfter: problem?.retryAfter };
}
