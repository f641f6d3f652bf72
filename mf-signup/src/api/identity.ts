// svc-identity endpoints used by the sign-up, sign-in and reset pages, through the session's one API client
// and typed by svc-identity's contract table (import type only: no zod in the bundle).
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { identityRoutes } from '@matrimony/contracts/http/identity';
import type { contactChangeRoutes } from '@matrimony/contracts/http/identity/contact-changes';
import { request } from '@matrimony/session';

type Routes = typeof identityRoutes;
type ContactRoutes = typeof contactChangeRoutes;

/** An ALTCHA proof-of-work challenge as GET /otp/challenge returns it. */
export type CaptchaChallenge = ResponseOf<Routes['getCaptchaChallenge']>;

export type Registration = RequestBodyOf<Routes['register']>;

export function createIdentityApi(fetchFn?: typeof fetch) {
  return {
    otpChallenge: () =>
      request<Routes['getCaptchaChallenge']>({ method: 'GET', path: '/api/identity/otp/challenge' }, fetchFn),
    /** The challenge a sign-in of this number from here must solve (asked for only after a 428 `captcha_required`). */
    signInChallenge: (mobile: string) =>
      request<Routes['getSignInChallenge']>(
        { method: 'POST', path: '/api/identity/sessions/challenge', body: { mobile } },
        fetchFn
      ),
    /** Sends the SMS; `challenge` is the solved proof of work (base64 payload). */
    sendOtp: (mobile: string, challenge: string) =>
      request<Routes['sendOtp']>(
        { method: 'POST', path: '/api/identity/otp', body: { mobile, challenge } },
        fetchFn
      ),
    verifyOtp: (mobile: string, code: string) =>
      request<Routes['verifyOtp']>(
        { method: 'POST', path: '/api/identity/otp/verify', body: { mobile, code } },
        fetchFn
      ),
    /** Before step 3: whether the verified mobile and the e-mail are still free (answers a problem when not). */
    checkRegistration: (phoneToken: string, email: string) =>
      request<Routes['checkRegistration']>(
        { method: 'POST', path: '/api/identity/accounts/checks', body: { phoneToken, email } },
        fetchFn
      ),
    /** Creates the account and signs it in (idempotent per phone token). */
    register: (registration: Registration) =>
      request<Routes['register']>(
        { method: 'POST', path: '/api/identity/accounts', body: registration },
        fetchFn
      ),
    requestPasswordReset: (email: string) =>
      request<Routes['requestPasswordReset']>(
        { method: 'POST', path: '/api/identity/password-resets', body: { email } },
        fetchFn
      ),
    confirmPasswordReset: (token: string, password: string) =>
      request<Routes['confirmPasswordReset']>(
        { method: 'POST', path: '/api/identity/password-resets/confirm', body: { token, password } },
        fetchFn
      ),
    /** What an e-mail change link would do (the new address, masked); changes nothing. */
    previewEmailChange: (token: string) =>
      request<ContactRoutes['previewEmailChange']>(
        { method: 'POST', path: '/api/identity/email-changes/preview', body: { token } },
        fetchFn
      ),
    /** Uses the link: the account's e-mail becomes the new address. */
    confirmEmailChange: (token: string) =>
      request<ContactRoutes['confirmEmailChange']>(
        { method: 'POST', path: '/api/identity/email-changes/confirm', body: { token } },
        fetchFn
      )
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
