import { type Request, type Response } from 'express';
import { identityRoutes } from '@matrimony/contracts/http/identity';
import { HttpProblem, inputOf, outboxEvent, problem } from '@matrimony/service-kit';
import { CONSENT_MESSAGES, messageText, SIGNUP_MESSAGES } from '@matrimony/catalog/messages';
import { PRIVACY_VERSION, TERMS_VERSION } from '@matrimony/catalog/policies';
import { mobileHash } from '../../domain/mobile-hash';
import { splitFullName } from '../../domain/names';
import { verifyPhoneToken } from '../../domain/signed-tokens';
import { type IdentityDeps } from '../deps';
import { refuseWeakPassword } from '../passwords';

const IN_PROGRESS_MESSAGE = {
  title: 'Registration In Progress',
  description:
    'A registration for this mobile number is already in progress. Please wait a moment and try again.'
} as const;

export const mobileExists = () => problem(409, SIGNUP_MESSAGES.mobileAlreadyExists, 'mobile_already_exists');
export const emailExists = () =>
  problem(409, SIGNUP_MESSAGES.emailAlreadyExists, 'email_already_exists', {
    errors: { email: SIGNUP_MESSAGES.emailAlreadyExists.description }
  });
export const phoneTokenInvalid = () =>
  problem(401, SIGNUP_MESSAGES.phoneVerificationExpired, 'phone_token_invalid');

/**
 * POST /accounts. Idempotent per phone token (its jti keys a registration record): a retry after a lost
 * response signs in to the user the first attempt created instead of creating a second one; a duplicate
 * arriving while the first is still running gets 409 registration-in-progress and can retry.
 */
export function registerHandler(deps: IdentityDeps) {
  const { config, stores, tokens } = deps;

  return async (req: Request, res: Response) => {
    const { phoneToken, email, password, fullName, locale } = inputOf(
      res,
      identityRoutes.register.request
    ).body;
    const verified = verifyPhoneToken(config.IDENTITY_TOKEN_SECRET, phoneToken);
    if (!verified) throw phoneTokenInvalid();
    const mobile = verified.subject;
    // A phone token issued before its number was barred (a ban within the token's hour) is worth nothing.
    if (await stores.barredMobiles.isBarred(mobileHash(config.MOBILE_HASH_KEY, mobile)))
      throw phoneTokenInvalid();
    refuseWeakPassword(password, mobile);

    const claim = await stores.registrations.claim(verified.jti, mobile, deps.now());
    if (claim.status === 'mobile-registered') throw mobileExists();
    if (claim.status === 'in-progress') throw problem(409, IN_PROGRESS_MESSAGE, 'registration_in_progress');

    let userId = claim.status === 'replay' ? claim.userId : undefined;
    const replay = userId !== undefined;
    if (!userId) {
      try {
        userId = await createOrAdoptUser(
          deps,
          { mobile, email, password, fullName },
          claim.status === 'claimed'
        );
      } catch (err) {
        await stores.registrations.release(verified.jti);
        throw err;
      }
      await stores.registrations.complete(
        verified.jti,
        userId,
        outboxEvent('identity.user.registered', {
          userId,
          mobile,
          email,
          fullName,
          ...(locale && { locale })
        })
      );
    }
    // The consent this registration gave (the contract requires both boxes ticked); a replay keeps the first record.
    await stores.consents.record({
      userId,
      mobileHash: mobileHash(config.MOBILE_HASH_KEY, mobile),
      declarationAccepted: true,
      declaration: messageText(CONSENT_MESSAGES.declaration),
      termsVersion: TERMS_VERSION,
      privacyVersion: PRIVACY_VERSION,
      acceptedAt: deps.now(),
      ip: req.ip
    });

    const signIn = await tokens.passwordGrant(mobile, password);
    if (!signIn.ok) throw problem(401, SIGNUP_MESSAGES.registrationFailed, 'registration_failed');
    req.log.info({ userId, replay }, replay ? 'registration replayed' : 'member registered');
    res
      .status(replay ? 200 : 201)
      .set('Cache-Control', 'no-store')
      .json({ userId, ...signIn.tokens });
  };
}

interface Registration {
  mobile: string;
  email: string;
  password: string;
  fullName: string;
}

async function createOrAdoptUser(
  deps: IdentityDeps,
  reg: Registration,
  firstAttempt: boolean
): Promise<string> {
  const { admin } = deps;
  // Checked first so a taken number or e-mail is reported as such, not as a Keycloak conflict.
  if (firstAttempt && (await admin.findByUsername(reg.mobile))) throw mobileExists();
  const owner = await admin.findByEmail(reg.email);
  if (owner && owner.username !== reg.mobile) throw emailExists();

  const created = await admin.createUser({ ...reg, ...splitFullName(reg.fullName) });
  if (created.ok) return created.id;
  if ('rejectedPassword' in created) throw problem(400, SIGNUP_MESSAGES.weakPassword, 'weak_password');
  if (created.conflict === 'email') throw emailExists();
  if (firstAttempt) throw mobileExists();
  // Resuming an interrupted attempt of this same phone token: the user it created is this member's, adopt it.
  const existing = await admin.findByUsername(reg.mobile);
  if (!existing)
    throw new HttpProblem(409, SIGNUP_MESSAGES.registrationFailed.description, {
      title: SIGNUP_MESSAGES.registrationFailed.title,
      code: 'registration_failed'
    });
  return existing.id;
}
