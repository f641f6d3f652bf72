import { fieldIssues, passwordResetRequestSchema, signInSchema } from '@matrimony/catalog/validation';
import { messageText } from '@matrimony/catalog/messages';

export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

function check<T>(result: { success: true; data: T } | { success: false; error: Parameters<typeof fieldIssues>[0] }): Checked<T> {
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of fieldIssues(result.error)) errors[issue.field] = messageText(issue.message);
  return { ok: false, errors };
}

/** Mobile (exactly 10 digits) and password (required) of the sign-in form. */
export function checkSignIn(input: { mobile: string; password: string }) {
  return check(signInSchema.safeParse(input));
}

/** The "Forgot Password?" e-mail. */
export function checkResetRequest(input: { email: string }) {
  return check(passwordResetRequestSchema.safeParse(input));
}
