// Spec section 8: every OTP toast, chosen from the `code` svc-identity puts in its problem+json.
import {
  OTP_MESSAGES,
  OTP_SEND_ERRORS,
  OTP_SEND_ERRORS_RESETTING_CAPTCHA,
  OTP_VERIFY_ERRORS,
  otpSendErrorCode,
  otpVerifyErrorCode,
  type UserMessage
} from '@matrimony/catalog/messages';
import { asProblem } from '@matrimony/session';
import { CaptchaExpiredError, CaptchaFailedError } from '../shared/captcha';

export type SendFailure = {
  message: UserMessage;
  /** The bot check must be solved again (after CAPTCHA_RESET_DELAY_MS). */
  resetCaptcha: boolean;
};

/** What to tell the visitor when "Send OTP" fails. */
export function sendOtpFailure(error: unknown): SendFailure {
  if (error instanceof CaptchaExpiredError)
    return { message: OTP_MESSAGES.captchaExpired, resetCaptcha: true };
  if (error instanceof CaptchaFailedError) return { message: OTP_MESSAGES.captchaError, resetCaptcha: true };
  const code = asProblem(error)?.code;
  const known = otpSendErrorCode(code);
  return { message: OTP_SEND_ERRORS[known], resetCaptcha: OTP_SEND_ERRORS_RESETTING_CAPTCHA.includes(known) };
}

/** What to tell the visitor when "Verify OTP" fails (toast titled "Verification Failed"). */
export function verifyOtpFailure(error: unknown): UserMessage {
  return OTP_VERIFY_ERRORS[otpVerifyErrorCode(asProblem(error)?.code)];
}
