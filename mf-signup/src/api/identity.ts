// svc-identity endpoints used by the sign-up, sign-in and reset pages, through the session's one API client
// and typed by svc-identity's contract table (import type only: no zod in the bundle).
import type { RequestBodyOf, ResponseOf } from '@matrimony/contracts/http/route';
import type { identityRoutes } from '@matrimony/contracts/http/identity';
import { activeLocale } from '@matrimony/i18n';
import { apiRoutes, callRoute } from '@matrimony/session';

type Routes = typeof identityRoutes;

/** An ALTCHA proof-of-work challenge as GET /otp/challenge returns it. */
export type CaptchaChallenge = ResponseOf<Routes['getCaptchaChallenge']>;

export type Registration = RequestBodyOf<Routes['register']>;

const routes = apiRoutes.identity;

export function createIdentityApi(fetchFn?: typeof fetch) {
  return {
    otpChallenge: () => callRoute(routes.getCaptchaChallenge, {}, fetchFn),
    /** The challenge a sign-in of this number from here must solve (asked for only after a 428 `captcha_required`). */
    signInChallenge: (mobile: string) => callRoute(routes.getSignInChallenge, { body: { mobile } }, fetchFn),
    /** Sends the SMS in the page's language; `challenge` is the solved proof of work (base64 payload). */
    sendOtp: (mobile: string, challenge: string) =>
      callRoute(routes.sendOtp, { body: { mobile, challenge, locale: activeLocale() } }, fetchFn),
    verifyOtp: (mobile: string, code: string) =>
      callRoute(routes.verifyOtp, { body: { mobile, code } }, fetchFn),
    /** Before step 3: whether the verified mobile and the e-mail are still free (answers a problem when not). */
    checkRegistration: (phoneToken: string, email: string) =>
      callRoute(routes.checkRegistration, { body: { phoneToken, email } }, fetchFn),
    /** Creates the account and signs it in (idempotent per phone token), in the page's language (the member's e-mails'). */
    register: (registration: Registration) =>
      callRoute(routes.register, { body: { ...registration, locale: activeLocale() } }, fetchFn),
    requestPasswordReset: (email: string) =>
      callRoute(routes.requestPasswordReset, { body: { email } }, fetchFn),
    confirmPasswordReset: (token: string, password: string) =>
      callRoute(routes.confirmPasswordReset, { body: { token, password } }, fetchFn),
    /** What an e-mail change link would do (the new address, masked); changes nothing. */
    previewEmailChange: (token: string) => callRoute(routes.previewEmailChange, { body: { token } }, fetchFn),
    /** Uses the link: the account's e-mail becomes the new address. */
    confirmEmailChange: (token: string) => callRoute(routes.confirmEmailChange, { body: { token } }, fetchFn)
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;
