// What the sign-in page checks before calling svc-identity. It loads with the page, so it uses the
// catalog's zod-free rules (input-rules); the forgot-password check lives in reset-request.ts.
import { checkSignInFields, type SignInCheck } from '@matrimony/catalog/input-rules';
import { OTP_SEND_ERRORS, SIGNIN_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { ApiProblem } from '@matrimony/session';

export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Mobile (exactly 10 digits) and password (required). */
export function checkSignIn(input: { mobile: string; password: string }): SignInCheck {
  return checkSignInFields(input);
}

/**
 * The toast after a failed sign-in: the spec's one message for an unknown number and a wrong
 * password, the service's own words when it asks the member to wait, the suspension notice for a
 * suspended account, else the generic error.
 */
export function signInFailureMessage(error: unknown): UserMessage {
  if (!(error instanceof ApiProblem)) return SIGNIN_MESSAGES.unexpectedError;
  if (error.code === 'account_suspended') return SIGNIN_MESSAGES.accountSuspended;
  if (error.code === 'captcha_check_failed' || error.code === 'captcha_required')
    return OTP_SEND_ERRORS['captcha_check_failed'];
  if (error.status === 429 && error.detail) return { title: error.title, description: error.detail };
  if (error.status >= 400 && error.status < 500) return SIGNIN_MESSAGES.signInFailed;
  return SIGNIN_MESSAGES.unexpectedError;
}

type SignInValue = { mobile: string; password: string };

/**
 * Signs in, paying proof of work only when svc-identity asks for it (a busy address, or recent failures for the
 * number from here): the answer is 428 `captcha_required`, and the same sign-in goes again with a solved challenge
 * of POST /sessions/challenge for this number. Most members never solve one.
 */
export async function signInWithProofIfAsked(
  signIn: (input: SignInValue & { challenge?: string }) => Promise<void>,
  value: SignInValue,
  solvedChallenge: () => Promise<string>
): Promise<void> {
  try {
    await signIn(value);
  } catch (error) {
    if (!(error instanceof ApiProblem) || error.code !== 'captcha_required') throw error;
    await signIn({ ...value, challenge: await solvedChallenge() });
  }
}
