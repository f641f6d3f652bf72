import { type Router } from 'express';
import { inputOf } from '@matrimony/service-kit';
import { OTP_SEND_ERRORS, OTP_VERIFY_ERRORS, type OtpSendErrorCode } from '@matrimony/catalog/messages';
import { checkCaptcha, newCaptchaChallenge } from '../../domain/captcha';
import { OTP_SENDS_PER_IP, OTP_SENDS_PER_MOBILE, OTP_VERIFICATIONS_PER_IP } from '../../domain/limits';
import { generateOtp, hashOtp, otpMatches } from '../../domain/otp';
import { signPhoneToken } from '../../domain/signed-tokens';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';
import { problem, tooMany } from '../problems';
import { validateAs } from '../validate-as';
import { sendOtpSchemas, verifyOtpSchemas } from './schemas';

const sendError = (status: number, code: OtpSendErrorCode) => problem(status, OTP_SEND_ERRORS[code], code);
const tooManyRequests = { message: OTP_SEND_ERRORS['too-many-requests'], code: 'too-many-requests' };

/** GET /otp/challenge, POST /otp (send a code by SMS), POST /otp/verify (→ phoneToken). */
export function otpRoutes(router: Router, deps: IdentityDeps): void {
  const { config, stores, admin, secrets } = deps;

  router.get('/otp/challenge', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await newCaptchaChallenge(config.ALTCHA_HMAC_KEY, config.ALTCHA_MAX_NUMBER));
  });

  router.post(
    '/otp',
    validateAs(sendOtpSchemas, (fields) => (fields.includes('mobile') ? sendError(400, 'invalid-phone-number') : sendError(400, 'captcha-check-failed'))),
    async (req, res) => {
      const { mobile, challenge } = inputOf(res, sendOtpSchemas).body;
      // Proof of work first: bots pay before they can probe which numbers are registered.
      const solved = await checkCaptcha(config.ALTCHA_HMAC_KEY, challenge);
      if (!solved || !(await stores.singleUse.claim(`captcha:${solved.signature}`, solved.expiresAt))) throw sendError(400, 'captcha-check-failed');
      await enforceLimit(stores.rateLimits, res, `otp-send:ip:${req.ip}`, OTP_SENDS_PER_IP, tooManyRequests, deps.now());
      // A registered number is answered exactly like a new one (same limits, same 202), so this endpoint
      // cannot tell who is a member; its owner is told by SMS, and no usable code exists.
      const isRegistered = Boolean(await admin.findByUsername(mobile));

      const cooldown = await stores.otpCodes.cooldownSeconds(mobile, deps.now());
      if (cooldown > 0) throw tooMany(res, cooldown, tooManyRequests.message, tooManyRequests.code);
      const releaseHourly = await enforceLimit(stores.rateLimits, res, `otp-send:mobile:${mobile}`, OTP_SENDS_PER_MOBILE, {
        message: OTP_SEND_ERRORS['quota-exceeded'],
        code: 'quota-exceeded'
      }, deps.now());
      const code = generateOtp();
      const codeHash = hashOtp(config.IDENTITY_TOKEN_SECRET, mobile, code);
      const issued = await stores.otpCodes.issue(mobile, codeHash, deps.now());
      if (!issued.issued) {
        // Another request for this number won the race inside the cooldown.
        await releaseHourly();
        throw tooMany(res, issued.retryAfterSec, tooManyRequests.message, tooManyRequests.code);
      }
      try {
        if (isRegistered) await secrets.otpWithheld({ mobile, reason: 'registered' });
        else await secrets.otpRequested({ mobile, code, expiresAt: issued.expiresAt.toISOString() });
      } catch (err) {
        await stores.otpCodes.discard(mobile, codeHash);
        await releaseHourly();
        req.log.error({ err: (err as Error).message }, 'OTP could not be queued for SMS');
        throw sendError(503, 'other');
      }
      res.status(202).json({ expiresAt: issued.expiresAt.toISOString() });
    }
  );

  router.post(
    '/otp/verify',
    validateAs(verifyOtpSchemas, () => problem(400, OTP_VERIFY_ERRORS['invalid-verification-code'], 'invalid-verification-code')),
    async (req, res) => {
      const { mobile, code } = inputOf(res, verifyOtpSchemas).body;
      await enforceLimit(stores.rateLimits, res, `otp-verify:ip:${req.ip}`, OTP_VERIFICATIONS_PER_IP, tooManyRequests, deps.now());
      const attempt = await stores.otpCodes.attempt(mobile, deps.now());
      if (attempt.status === 'expired') throw problem(400, OTP_VERIFY_ERRORS['code-expired'], 'code-expired');
      // All attempts used: this code is dead, the member must ask for a new one.
      if (attempt.status === 'exhausted') throw problem(429, OTP_VERIFY_ERRORS['code-expired'], 'code-expired');
      if (!otpMatches(config.IDENTITY_TOKEN_SECRET, mobile, code, attempt.codeHash)) {
        throw problem(400, OTP_VERIFY_ERRORS['invalid-verification-code'], 'invalid-verification-code');
      }
      if (!(await stores.otpCodes.consume(mobile, attempt.codeHash))) throw problem(400, OTP_VERIFY_ERRORS['code-expired'], 'code-expired');
      res.set('Cache-Control', 'no-store').json({ phoneToken: signPhoneToken(config.IDENTITY_TOKEN_SECRET, mobile) });
    }
  );
}
