// "Resend OTP" waits out svc-identity's resend cooldown (its answer says how long), shown as a countdown, in
// the sign-up wizard's mobile step and Settings' change of mobile; a refused call (429) counts down its
// Retry-After in the refusal notice. Imported as @matrimony/ui/countdown, outside the shared @matrimony/ui
// singleton, so pages without either (the landing page) do not load it.
import { useEffect, useState } from 'react';
import { useUiT } from '../messages';

/** Whole seconds left until `untilMs` (never negative). */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** The resend control's text: "Resend OTP in 27s" while cooling down, else "Resend OTP". */
export function resendLabel(seconds: number): string {
  return seconds > 0 ? `Resend OTP in ${seconds}s` : 'Resend OTP';
}

/** A wait in words: whole minutes (rounded up) from a minute on, "3 minutes"; seconds under it, "45 seconds". */
export function waitWords(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/** A refusal's countdown: "Try again in 3 minutes", then "Try again in 45 seconds" under a minute. */
export function retryLabel(seconds: number): string {
  return `Try again in ${waitWords(seconds)}`;
}

/** `resendLabel` in the active language ("Resend OTP in 27s"). */
export function useResendLabel(): (seconds: number) => string {
  const t = useUiT();
  return (seconds) => (seconds > 0 ? t('ui.otp.resendIn', { seconds }) : t('ui.otp.resend'));
}

/** `retryLabel` in the active language, with a real plural ("Try again in 1 minute", "in 3 minutes"). */
export function useRetryLabel(): (seconds: number) => string {
  const t = useUiT();
  return (seconds) =>
    seconds >= 60
      ? t('ui.refusal.retryMinutes', { minutes: Math.ceil(seconds / 60) })
      : t('ui.refusal.retrySeconds', { seconds });
}

/** Re-renders every second until `untilMs`; returns the seconds left. */
export function useCountdown(untilMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const [counted, setCounted] = useState(untilMs);
  // A new end takes today's clock in the same render: the last tick's time would show too long a wait.
  if (counted !== untilMs) {
    setCounted(untilMs);
    setNow(Date.now());
  }
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
