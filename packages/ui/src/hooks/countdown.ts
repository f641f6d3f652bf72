// "Resend OTP" waits out svc-identity's resend cooldown (its answer says how long), shown as a countdown, in
// the sign-up wizard's mobile step and Settings' change of mobile. Imported as @matrimony/ui/countdown, outside
// the shared @matrimony/ui singleton, so pages without an OTP (the landing page) do not load it.
import { useEffect, useState } from 'react';

/** Whole seconds left until `untilMs` (never negative). */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** The resend control's text: "Resend OTP in 27s" while cooling down, else "Resend OTP". */
export function resendLabel(seconds: number): string {
  return seconds > 0 ? `Resend OTP in ${seconds}s` : 'Resend OTP';
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
