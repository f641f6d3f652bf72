// svc-identity's route table: phone verification (ALTCHA + OTP), accounts, sessions, password resets and changes
// (contact changes in identity/contact-changes.ts, data exports in identity/exports.ts, ID checks in
// identity/verification.ts and identity/id-documents.ts).
// Error codes are snake_case on the wire, and the catalog's OTP messages are keyed by those same codes.
import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH } from '@matrimony/catalog/constants';
import { messageText, PASSWORD_RESET_MESSAGES } from '@matrimony/catalog/messages';
import {
  changePasswordRequestSchema,
  emailSchema,
  FIELD_TEXT,
  mobileSchema,
  newPasswordField,
  otpSchema,
  passwordResetRequestSchema,
  passwordSchema,
  registrationConsentSchema,
  requiredText,
  signInSchema
} from '@matrimony/catalog/validation';
import { LOCALE_CODES } from '@matrimony/i18n/codes';
import { contactChangeRoutes } from './identity/contact-changes';
import { exportRoutes } from './identity/exports';
import { idDocumentRoutes } from './identity/id-documents';
import { verificationRoutes } from './identity/verification';
import { defineRoute, type ServiceApi } from './route';

/** Tokens as Keycloak issues them (snake_case, as keycloak-js expects). */
export const sessionTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  id_token: z.string().optional(),
  expires_in: z.number().optional(),
  refresh_expires_in: z.number().optional()
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** The OAuth 2.0 refresh-token grant as keycloak-js sends it (RFC 6749 section 6), for the public browser client. */
export const tokenRefreshSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(8192),
  client_id: z.string().min(1).max(255)
});

export const registeredSchema = sessionTokensSchema.extend({ userId: z.string() });
export type Registered = z.infer<typeof registeredSchema>;

/** An ALTCHA proof-of-work challenge (the widget solves it). */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string()
});

export const accountSchema = z.object({
  id: z.string(),
  mobile: z.string(),
  mobileVerified: z.boolean(),
  email: z.string().nullable(),
  fullName: z.string(),
  roles: z.array(z.string())
});

const tooShort = messageText(PASSWORD_RESET_MESSAGES.passwordTooShort);
const limited = 'too_many_requests';

export const identityRoutes = {
  getCaptchaChallenge: defineRoute({
    name: 'identity.getCaptchaChallenge',
    method: 'GET',
    path: '/otp/challenge',
    auth: 'public',
    summary:
      'A proof-of-work challenge the browser solves before a code is sent or a sign-in is tried; harder for a busy address or one with recent sign-in failures',
    response: { status: 200, body: captchaChallengeSchema },
    errors: []
  }),
  sendOtp: defineRoute({
    name: 'identity.sendOtp',
    method: 'POST',
    path: '/otp',
    auth: 'public',
    summary:
      'Texts a 6-digit code to the mobile (answered alike for registered numbers, whose owner is told instead)',
    request: {
      body: z.object({
        mobile: mobileSchema,
        challenge: z.string().min(1).max(4096),
        /** The language the visitor reads the page in: the SMS is written in it (English without). */
        locale: z.enum(LOCALE_CODES).optional()
      })
    },
    response: { status: 202, body: z.object({ expiresAt: z.iso.datetime() }) },
    errors: ['invalid_phone_number', 'captcha_check_failed', limited, 'quota_exceeded', 'other']
  }),
  verifyOtp: defineRoute({
    name: 'identity.verifyOtp',
    method: 'POST',
    path: '/otp/verify',
    auth: 'public',
    summary: 'Checks the code; answers a short-lived phone token that registration takes',
    request: { body: z.object({ mobile: mobileSchema, code: otpSchema }) },
    response: { status: 200, body: z.object({ phoneToken: z.string() }) },
    errors: ['invalid_verification_code', 'code_expired', limited]
  }),
  register: defineRoute({
    name: 'identity.register',
    method: 'POST',
    path: '/accounts',
    auth: 'public',
    summary:
      'Creates the account for a verified mobile and signs the member in; records the consent given (declaration, terms and privacy versions)',
    request: {
      body: z.object({
        phoneToken: z.string().min(1).max(4096),
        email: emailSchema.transform((email) => email.toLowerCase()),
        password: passwordSchema,
        fullName: requiredText(FIELD_TEXT.missing, 'Full name', FULL_NAME_MAX_LENGTH),
        /** The language of the sign-up page: the member's e-mails are written in it until they choose another. */
        locale: z.enum(LOCALE_CODES).optional(),
        /** Terms and privacy policy accepted, the declaration of matrimonial intent ticked (versions recorded with the consent). */
        ...registrationConsentSchema.shape
      })
    },
    response: {
      status: 201,
      body: registeredSchema,
      replay: {
        status: 200,
        description:
          'The same registration again (same phone token, lost answer): the same account, signed in anew'
      }
    },
    errors: [
      'phone_token_invalid',
      'mobile_already_exists',
      'email_already_exists',
      'weak_password',
      'registration_in_progress',
      'registration_failed',
      'other'
    ]
  }),
  checkRegistration: defineRoute({
    name: 'identity.checkRegistration',
    method: 'POST',
    path: '/accounts/checks',
    auth: 'public',
    summary:
      'Before step 3: whether the verified mobile and the e-mail are still free (needs the phone token; a few checks per token and address, so it cannot be used to test e-mails)',
    request: {
      body: z.object({
        phoneToken: z.string().min(1).max(4096),
        email: emailSchema.transform((email) => email.toLowerCase())
      })
    },
    response: { status: 204 },
    errors: ['phone_token_invalid', 'mobile_already_exists', 'email_already_exists', limited, 'other']
  }),
  getAccount: defineRoute({
    name: 'identity.getAccount',
    method: 'GET',
    path: '/me',
    auth: 'member',
    summary: 'The signed-in member’s account: verified mobile, e-mail, name, roles',
    response: { status: 200, body: accountSchema },
    errors: ['account_not_found', 'other']
  }),
  deleteAccount: defineRoute({
    name: 'identity.deleteAccount',
    method: 'DELETE',
    path: '/accounts/me',
    auth: 'member',
    summary:
      'Deletes the account after the password is entered again; every service erases the member’s data',
    request: {
      body: z.object({
        password: z.string({ error: FIELD_TEXT.missing }).min(1, FIELD_TEXT.missing).max(1024)
      })
    },
    response: { status: 204 },
    errors: ['account_not_found', 'invalid_password', limited, 'other']
  }),
  signIn: defineRoute({
    name: 'identity.signIn',
    method: 'POST',
    path: '/sessions',
    auth: 'public',
    summary: 'Signs in with mobile and password',
    description:
      'Failures are counted per number and source. A source with recent failures for the number, or a busy address, must send a solved proof of work (`challenge`, from POST /sessions/challenge): without one, or with one easier than it now needs, the answer is 428 `captcha_required`; a forged or used one is 400 `captcha_check_failed`.',
    request: { body: signInSchema.extend({ challenge: z.string().min(1).max(4096).optional() }) },
    response: { status: 200, body: sessionTokensSchema },
    errors: [
      'invalid_credentials',
      'account_suspended',
      'captcha_required',
      'captcha_check_failed',
      limited,
      'other'
    ]
  }),
  getSignInChallenge: defineRoute({
    name: 'identity.getSignInChallenge',
    method: 'POST',
    path: '/sessions/challenge',
    auth: 'public',
    summary:
      'The proof-of-work challenge a sign-in of this number from here must solve: harder after failures for it from here, and for a busy address',
    request: { body: z.object({ mobile: mobileSchema }) },
    response: { status: 200, body: captchaChallengeSchema },
    errors: []
  }),
  refreshSession: defineRoute({
    name: 'identity.refreshSession',
    method: 'POST',
    path: '/sessions/tokens',
    auth: 'public',
    summary:
      'Refreshes a session: the OAuth refresh-token request keycloak-js sends (form-encoded), answered with the rotated tokens',
    description:
      'The browser never reaches Keycloak. Sessions belong to the confidential client svc-identity signs members in with, and Keycloak binds a refresh token to its client, so the refresh runs here with that client’s secret. Refresh tokens rotate: each works once, and presenting a used one ends the session. A 400 tells keycloak-js the session is over.',
    request: { body: tokenRefreshSchema, bodyEncoding: 'form' },
    response: { status: 200, body: sessionTokensSchema },
    errors: ['session_not_active', 'other']
  }),
  signOut: defineRoute({
    name: 'identity.signOut',
    method: 'DELETE',
    path: '/sessions/current',
    auth: 'member',
    summary:
      'Ends this session (by its refresh token, body or X-Refresh-Token), or every session without one',
    request: { body: z.object({ refresh_token: z.string().min(1).max(8192).optional() }) },
    response: { status: 204 },
    errors: ['refresh_token_invalid', 'other']
  }),
  changePassword: defineRoute({
    name: 'identity.changePassword',
    method: 'POST',
    path: '/password',
    auth: 'member',
    summary:
      'Changes the signed-in member’s password after checking the current one; every session ends and the caller gets a new one',
    description:
      'The current password is checked as sign-in checks it (401 `invalid_password`; wrong passwords are limited per member and address before Keycloak would lock the account: 429 `too_many_requests`). The new one follows the registration and reset rules (400 `validation_failed` with the field errors; `weak_password` for a common password or the mobile number). On success every session of the member ends (as after a reset), outstanding reset links die, the member is e-mailed a security notice, and the answer carries the tokens of a new session for the caller.',
    request: { body: changePasswordRequestSchema },
    response: { status: 200, body: sessionTokensSchema },
    errors: ['account_not_found', 'invalid_password', 'weak_password', limited, 'other']
  }),
  requestPasswordReset: defineRoute({
    name: 'identity.requestPasswordReset',
    method: 'POST',
    path: '/password-resets',
    auth: 'public',
    summary: 'E-mails a reset link when the address has an account (the answer is the same either way)',
    request: { body: passwordResetRequestSchema },
    response: { status: 202, body: z.object({ title: z.string(), description: z.string().optional() }) },
    errors: [limited]
  }),
  confirmPasswordReset: defineRoute({
    name: 'identity.confirmPasswordReset',
    method: 'POST',
    path: '/password-resets/confirm',
    auth: 'public',
    summary: 'Sets a new password with a reset link (one use; every session ends)',
    request: {
      body: z.object({ token: z.string().min(1).max(4096), password: newPasswordField(tooShort, tooShort) })
    },
    response: { status: 204 },
    errors: ['invalid_reset_link', 'weak_password', limited, 'other']
  })
};

export const identityApi = {
  basePath: '/api/identity',
  title: 'svc-identity',
  routes: {
    ...identityRoutes,
    ...exportRoutes,
    ...contactChangeRoutes,
    ...verificationRoutes,
    ...idDocumentRoutes
  }
} as const satisfies ServiceApi;
