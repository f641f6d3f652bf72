import { messageText, PASSWORD_RESET_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { fieldIssues, newPasswordSchema } from '@matrimony/catalog/validation';
import { asProblem } from '@matrimony/session';

export { linkToken as resetToken } from '../shared/link-token';

export type ResetFieldErrors = Partial<Record<'password' | 'confirmPassword', string>>;

/** The new password and its confirmation: the spec's "Password Too Short" / "Passwords Don't Match". */
export function checkNewPassword(input: {
  password: string;
  confirmPassword: string;
}): { ok: true; password: string } | { ok: false; errors: ResetFieldErrors; message: UserMessage } {
  const result = newPasswordSchema.safeParse(input);
  if (result.success) return { ok: true, password: result.data.password };
  const issues = fieldIssues(result.error);
  const errors: ResetFieldErrors = {};
  for (const issue of issues) errors[issue.field as keyof ResetFieldErrors] = messageText(issue.message);
  return { ok: false, errors, message: issues[0]!.message };
}

export type ResetOutcome = { kind: 'invalidLink' } | { kind: 'failed'; message: UserMessage };

/** What a failed confirm means: a dead link (→ "Invalid Reset Link" page) or a failure to show as "Reset Failed". */
export function resetFailure(error: unknown): ResetOutcome {
  const code = asProblem(error)?.code;
  if (code === 'invalid_reset_link') return { kind: 'invalidLink' };
  if (code === 'weak_password' && error instanceof Error) {
    return {
      kind: 'failed',
      message: { title: PASSWORD_RESET_MESSAGES.resetFailed.title, description: error.message }
    };
  }
  return { kind: 'failed', message: PASSWORD_RESET_MESSAGES.resetFailed };
}
