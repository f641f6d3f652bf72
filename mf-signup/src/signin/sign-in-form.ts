import { fieldIssues, passwordResetRequestSchema, signInSchema } from '@matrimony/catalog/validation';
import { SIGNIN_MESSAGES, messageText, type UserMessage } from '@matrimony/catalog/messages';
import { ApiError } from '@matrimony/session';

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

/**
 * The toast after a failed sign-in: the spec's one message for an unknown number and a wrong
 * password, the service's own words when it asks the member to wait, else the generic error.
 */
export function signInFailureMessage(error: unknown): UserMessage {
  if (!(error instanceof ApiError)) return SIGNIN_MESSAGES.unexpectedError;
  if (error.status === 429 && error.detail) return { title: error.title, description: error.detail };
  if (error.status >= 400 && error.status < 500) return SIGNIN_MESSAGES.signInFailed;
  return SIGNIN_MESSAGES.unexpectedError;
}
