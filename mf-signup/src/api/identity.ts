// svc-identity endpoints used by the sign-up, sign-in and reset pages (see svc-identity/src/http).
import { type TokenResponse } from '@matrimony/session';
import { callJson, type FetchLike } from './problem';

const BASE = '/api/identity';

/** An ALTCHA proof-of-work challenge as GET /otp/challenge returns it. */
export type CaptchaChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

export type Registration = { phoneToken: string; email: string; password: string; fullName: string };
export type RegistrationResponse = TokenResponse & { userId: string };

export function createIdentityApi(fetchFn: FetchLike = (input, init) => fetch(input, init)) {
  return {
    otpChallenge: () => callJson<CaptchaChallenge>(fetchFn, `${BASE}/otp/challenge`),
    /** Sends the SMS; `challenge` is the solved proof of work (base64 payload). */
    sendOtp: (mobile: string, challenge: string) =>
      callJson<{ expiresAt: string }>(fetchFn, `${BASE}/otp`, { method: 'POST', body: { mobile, challenge } }),
    verifyOtp: (mobile: string, code: string) =>
      callJson<{ phoneToken: string }>(fetchFn, `${BASE}/otp/verify`, { method: 'POST', body: { mobile, code } }),
    /** Creates the account and signs it in (idempotent per phone token). */
    register: (registration: Registration) =>
      callJson<RegistrationResponse>(fetchFn, `${BASE}/accounts`, { method: 'POST', body: registration }),
    requestPasswordReset: (email: string) =>
      callJson<unknown>(fetchFn, `${BASE}/password-resets`, { method: 'POST', body: { email } }),
    confirmPasswordReset: (token: string, password: string) =>
      callJson<void>(fetchFn, `${BASE}/password-resets/confirm`, { method: 'POST', body: { token, password } })
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
