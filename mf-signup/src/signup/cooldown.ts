// "Didn't receive OTP?" Resend waits out svc-identity's resend cooldown, shown as a countdown.
import { useEffect, useState } from 'react';

/** svc-identity's OTP_RESEND_COOLDOWN_MS (30 s); a 429 with Retry-After overrides it. */
export const OTP_RESEND_COOLDOWN_SECONDS = 30;

/** Whole seconds left until `untilMs` (never negative). */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** The resend link's text: "Resend OTP in 27s" while cooling down, else "Resend OTP". */
export function resendLabel(seconds: number): string {
  return seconds > 0 ? `Resend OTP in ${seconds}s` : 'Resend OTP';
}

/** When the next send is allowed after a send at `nowMs` (Retry-After wins when the server gave one). */
export function cooldownUntil(nowMs: number, retryAfterSeconds?: number): number {
  return nowMs + (retryAfterSeconds ?? OTP_RESEND_COOLDOWN_SECONDS) * 1000;
}

/** Re-renders every second until `untilMs`; returns the seconds left. */
export function useCountdown(untilMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (untilMs <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= untilMs) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [untilMs]);
  return secondsLeft(untilMs, now);
}
