import { fieldIssues, passwordResetRequestSchema } from '@matrimony/catalog/validation';
import { messageText } from '@matrimony/catalog/messages';
import { type Checked, type FieldErrors } from './sign-in-form';

/** The "Forgot Password?" e-mail (zod: loaded only when the visitor opens that form). */
export function checkResetRequest(input: { email: string }): Checked<{ email: string }> {
  const result = passwordResetRequestSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of fieldIssues(result.error)) errors[issue.field] = messageText(issue.message);
  return { ok: false, errors };
}
