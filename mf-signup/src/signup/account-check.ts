// Leaving step 2: svc-identity says whether the verified mobile and the e-mail are still free, so a
// taken e-mail is fixed at step 2 instead of being found at the final submit.
import { SIGNUP_MESSAGES, type UserMessage } from '@matrimony/catalog/messages';
import { asProblem } from '@matrimony/session';
import { type IdentityApi } from '../api/identity';

export type AccountCheck =
  | { ok: true }
  | { ok: false; message: UserMessage; step: 2; emailError: string }
  | { ok: false; message: UserMessage; step: 1; mobileRegistered: boolean };

export async function checkAccountFree(
  identity: Pick<IdentityApi, 'checkRegistration'>,
  phoneToken: string,
  email: string
): Promise<AccountCheck> {
  try {
    await identity.checkRegistration(phoneToken, email);
    return { ok: true };
  } catch (error) {
    switch (asProblem(error)?.code) {
      case 'email_already_exists':
        return {
          ok: false,
          message: SIGNUP_MESSAGES.emailAlreadyExists,
          step: 2,
          emailError: SIGNUP_MESSAGES.emailAlreadyExists.description
        };
      case 'mobile_already_exists':
        return { ok: false, message: SIGNUP_MESSAGES.mobileAlreadyExists, step: 1, mobileRegistered: true };
      case 'phone_token_invalid':
        return {
          ok: false,
          message: SIGNUP_MESSAGES.phoneVerificationExpired,
          step: 1,
          mobileRegistered: false
        };
      default:
        // Limited or unreachable: the member goes on; the final submit checks both again.
        return { ok: true };
    }
  }
}
