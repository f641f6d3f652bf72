// Changing the e-mail address and the mobile number on /settings. The new e-mail is confirmed by a
// single-use link sent to it (24 hours), the new mobile by a code texted to it. Answers show the new address or
// number masked only (catalog `maskEmail`, `maskMobile`): mobile and e-mail leave the services whole only through
// the contact endpoint and the member's own account (GET /me).
import { z } from 'zod';
import {
  changeEmailFormSchema,
  changeMobileFormSchema,
  confirmMobileChangeSchema
} from '@matrimony/catalog/validation';
import { defineRoute } from '../route';

const limited = 'too_many_requests';
const token = z.string().min(1).max(4096);

/** A link was sent: where (masked) and until when it works. */
export const emailChangeSentSchema = z.object({
  email: z.string(),
  expiresAt: z.iso.datetime({ offset: true })
});
/** A code was texted: until when it works, and when another may be asked for. */
export const mobileChangeSentSchema = z.object({
  mobile: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  resendAfterSeconds: z.number().int().nonnegative()
});

export const contactChangeRoutes = {
  requestEmailChange: defineRoute({
    name: 'identity.requestEmailChange',
    method: 'POST',
    path: '/email-changes',
    auth: 'member',
    summary:
      'E-mails a single-use link (24 hours) to the new address after checking the current password; nothing changes until the link is used',
    description:
      'The address follows the registration rule (400 `validation_failed`); the member’s own address is 400 `same_email`; an address another account uses is 409 `email_already_exists`. The current password is checked as for a password change (401 `invalid_password`, 429 `too_many_requests`). A newer request makes every earlier link useless.',
    request: {
      body: changeEmailFormSchema.extend({
        email: changeEmailFormSchema.shape.email.transform((email) => email.toLowerCase())
      })
    },
    response: { status: 202, body: emailChangeSentSchema },
    errors: ['account_not_found', 'invalid_password', 'same_email', 'email_already_exists', limited, 'other']
  }),
  previewEmailChange: defineRoute({
    name: 'identity.previewEmailChange',
    method: 'POST',
    path: '/email-changes/preview',
    auth: 'public',
    summary:
      'What a confirmation link would do (the new address, masked), changing nothing: the page shows it before the member confirms',
    request: { body: z.object({ token }) },
    response: { status: 200, body: emailChangeSentSchema },
    errors: ['invalid_email_change_link', limited]
  }),
  confirmEmailChange: defineRoute({
    name: 'identity.confirmEmailChange',
    method: 'POST',
    path: '/email-changes/confirm',
    auth: 'public',
    summary:
      'Uses a confirmation link: the account’s e-mail becomes the new (verified) address; the old address is told',
    description:
      'POST only (mail scanners open links with GET). One use; a link of an older request, of another member or past its 24 hours is 400 `invalid_email_change_link`; an address taken meanwhile is 409 `email_already_exists`.',
    request: { body: z.object({ token }) },
    response: { status: 200, body: z.object({ email: z.string() }) },
    errors: ['invalid_email_change_link', 'email_already_exists', limited, 'other']
  }),
  requestMobileChange: defineRoute({
    name: 'identity.requestMobileChange',
    method: 'POST',
    path: '/mobile-changes',
    auth: 'member',
    summary:
      'Texts a code to the new mobile after checking the current password (the registration OTP’s limits and cooldown; a code for this purpose only)',
    description:
      'The number follows the registration rule (400 `validation_failed`); the member’s own number is 400 `same_mobile`; a number another account uses, or one barred from the site, is 409 `mobile_already_exists` (the same answer). Asking again within the cooldown is 429 `too_many_requests` with Retry-After; more than 5 codes an hour to one number is 429 `quota_exceeded`.',
    request: { body: changeMobileFormSchema },
    response: { status: 202, body: mobileChangeSentSchema },
    errors: [
      'account_not_found',
      'invalid_password',
      'same_mobile',
      'mobile_already_exists',
      limited,
      'quota_exceeded',
      'other'
    ]
  }),
  confirmMobileChange: defineRoute({
    name: 'identity.confirmMobileChange',
    method: 'POST',
    path: '/mobile-changes/confirm',
    auth: 'member',
    summary:
      'Checks the code texted to the new mobile; the member signs in with the new number from then on (the old one no longer works)',
    request: { body: confirmMobileChangeSchema },
    response: { status: 200, body: z.object({ mobile: z.string() }) },
    errors: [
      'invalid_verification_code',
      'code_expired',
      'mobile_already_exists',
      'account_not_found',
      limited,
      'other'
    ]
  })
};
