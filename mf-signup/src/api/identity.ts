// svc-identity endpoints used by the sign-up, sign-in and reset pages, typed by its contract
// (import type only: no zod in the bundle).
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type { identityRoutes, Registered } from '@matrimony/contracts/http/identity';
import { callJson, type FetchLike } from './problem';

const BASE = '/api/identity';

/** An ALTCHA proof-of-work challenge as GET /otp/challenge returns it. */
export type CaptchaChallenge = ResponseOf<typeof identityRoutes.getCaptchaChallenge>;

export type Registration = { phoneToken: string; email: string; password: string; fullName: string };

export function createIdentityApi(fetchFn: FetchLike = (input, init) => fetch(input, init)) {
  return {
    otpChallenge: () => callJson<CaptchaChallenge>(fetchFn, `${BASE}/otp/challenge`),
    /** Sends the SMS; `challenge` is the solved proof of work (base64 payload). */
    sendOtp: (mobile: string, challenge: string) =>
      callJson<ResponseOf<typeof identityRoutes.sendOtp>>(fetchFn, `${BASE}/otp`, { method: 'POST', body: { mobile, challenge } }),
    verifyOtp: (mobile: string, code: string) =>
      callJson<ResponseOf<typeof identityRoutes.verifyOtp>>(fetchFn, `${BASE}/otp/verify`, { method: 'POST', body: { mobile, code } }),
    /** Creates the account and signs it in (idempotent per phone token). */
    register: (registration: Registration) =>
      callJson<Registered>(fetchFn, `${BASE}/accounts`, { method: 'POST', body: registration }),
    requestPasswordReset: (email: string) =>
      callJson<ResponseOf<typeof identityRoutes.requestPasswordReset>>(fetchFn, `${BASE}/password-resets`, { method: 'POST', body: { email } }),
    confirmPasswordReset: (token: string, password: string) =>
      callJson<void>(fetchFn, `${BASE}/password-resets/confirm`, { method: 'POST', body: { token, password } })
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
