import { type Request, type Response } from 'express';
import { identityRoutes } from '@matrimony/contracts/http/identity';
import { inputOf, sendNoContent } from '@matrimony/service-kit';
import { REGISTRATION_CHECKS_PER_PHONE_TOKEN } from '../../domain/limits';
import { verifyPhoneToken } from '../../domain/signed-tokens';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';
import { emailExists, mobileExists, phoneTokenInvalid } from './register';

const TOO_MANY_CHECKS = {
  message: {
    title: 'Too Many Attempts',
    description: 'Please continue; the e-mail address will be checked when you complete registration.'
  },
  code: 'too_many_requests'
};

/**
 * POST /accounts/checks: the wizard asks on leaving step 2 whether the verified mobile and the e-mail
 * are still free, instead of finding out at the final submit. Only a verified mobile's token may ask,
 * a few times per token, so the endpoint costs an SMS (and its proof of work) per handful of e-mails tested.
 */
export function checkRegistrationHandler(deps: IdentityDeps) {
  const { admin, config, stores } = deps;
  return async (_req: Request, res: Response) => {
    const { phoneToken, email } = inputOf(res, identityRoutes.checkRegistration.request).body;
    const verified = verifyPhoneToken(config.IDENTITY_TOKEN_SECRET, phoneToken);
    if (!verified) throw phoneTokenInvalid();
    await enforceLimit(
      stores.rateLimits,
      `registration-check:token:${verified.jti}`,
      REGISTRATION_CHECKS_PER_PHONE_TOKEN,
      TOO_MANY_CHECKS,
      deps.now()
    );
    const mobile = verified.subject;
    if (await admin.findByUsername(mobile)) throw mobileExists();
    const owner = await admin.findByEmail(email);
    if (owner && owner.username !== mobile) throw emailExists();
    sendNoContent(res, identityRoutes.checkRegistration);
  };
}
