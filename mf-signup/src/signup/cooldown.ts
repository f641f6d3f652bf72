// "Didn't receive OTP?" Resend waits out svc-identity's resend cooldown, shown as a countdown (@matrimony/ui).
export { resendLabel, secondsLeft, useCountdown, useResendLabel } from '@matrimony/ui/countdown';

/** svc-identity's OTP_RESEND_COOLDOWN_MS (30 s); a 429 with Retry-After overrides it. */
export const OTP_RESEND_COOLDOWN_SECONDS = 30;

/** When the next send is allowed after a send at `nowMs` (Retry-After wins when the server gave one). */
export function cooldownUntil(nowMs: number, retryAfterSeconds?: number): number {
  return nowMs + (retryAfterSeconds ?? OTP_RESEND_COOLDOWN_SECONDS) * 1000;
}
