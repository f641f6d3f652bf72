import { type Router } from 'express';
import { identityRoutes as routes } from '@matrimony/contracts/http/identity';
import { contractRoute, contractRouteWith, inputOf, problem, sendJson } from '@matrimony/service-kit';
import { OTP_SEND_ERRORS, OTP_VERIFY_ERRORS, type OtpSendErrorCode } from '@matrimony/catalog/messages';
import { OTP_SENDS_PER_MOBILE } from '../../domain/limits';
import { mobileHash } from '../../domain/mobile-hash';
import { generateOtp, hashOtp, otpMatches } from '../../domain/otp';
import { signPhoneToken } from '../../domain/signed-tokens';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';
import { challengeFor, countRequest, payProofOfWork, requestsOf, sourceOf } from '../proof-of-work';

const sendError = (status: number, code: OtpSendErrorCode) => problem(status, OTP_SEND_ERRORS[code], code);
const tooManyRequests = { message: OTP_SEND_ERRORS['too_many_requests'], code: 'too_many_requests' };

/** GET /otp/challenge, POST /otp (send a code by SMS), POST /otp/verify (→ phoneToken). */
export function otpRoutes(router: Router, deps: IdentityDeps): void {
  const { config, stores, admin, secrets } = deps;

  // Harder for a busy address: many members behind a carrier's NAT pay a little more each, none is turned away.
  contractRoute(router, routes.getCaptchaChallenge, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const requests = await requestsOf(deps, sourceOf(deps, req.ip));
    sendJson(res, routes.getCaptchaChallenge, await challengeFor(deps, { requests, failures: 0 }));
  });

  contractRouteWith(
    router,
    routes.sendOtp,
    {
      invalid: (errors) =>
        'mobile' in errors
          ? sendError(400, 'invalid_phone_number')
          : 'locale' in errors
            ? sendError(400, 'other')
            : sendError(400, 'captcha_check_failed')
    },
    async (req, res) => {
      // `locale`: the page's language, which the SMS is written in (English when the page did not say).
      const { mobile, challenge, locale } = inputOf(res, routes.sendOtp.request).body;
      // Proof of work first, as hard as the address's volume asks: bots pay before they can probe which numbers are
      // registered, and an address is never refused for its volume alone.
      const source = sourceOf(deps, req.ip);
      const captchaFailed = () => sendError(400, 'captcha_check_failed');
      await payProofOfWork(
        deps,
        challenge,
        { requests: await requestsOf(deps, source), failures: 0 },
        { refusal: captchaFailed, tooEasy: captchaFailed }
      );
      await countRequest(deps, source);
      // A registered number is answered exactly like a new one (same limits, same 202), so this endpoint
      // cannot tell who is a member; its owner is told by SMS, and no usable code exists.
      const isRegistered = Boolean(await admin.findByUsername(mobile));
      // A banned member's number (barred) is answered the same way again, but nothing at all is sent: no code,
      // and no SMS to the owner (the SMS of a registered number would be wrong, and a ban is not told by SMS).
      const isBarred = await stores.barredMobiles.isBarred(mobileHash(config.MOBILE_HASH_KEY, mobile));

      const cooldown = await stores.otpCodes.cooldownSeconds(mobile, deps.now());
      if (cooldown > 0)
        throw problem(429, tooManyRequests.message, tooManyRequests.code, { retryAfterSeconds: cooldown });
      const releaseHourly = await enforceLimit(
        stores.rateLimits,
        `otp-send:mobile:${mobileHash(config.MOBILE_HASH_KEY, mobile)}`,
        OTP_SENDS_PER_MOBILE,
        {
          message: OTP_SEND_ERRORS['quota_exceeded'],
          code: 'quota_exceeded'
        },
        deps.now()
      );
      const code = generateOtp();
      const codeHash = hashOtp(config.IDENTITY_TOKEN_SECRET, mobile, code);
      const issued = await stores.otpCodes.issue(mobile, codeHash, deps.now());
      if (!issued.issued) {
        // Another request for this number won the race inside the cooldown.
        await releaseHourly();
        throw problem(429, tooManyRequests.message, tooManyRequests.code, {
          retryAfterSeconds: issued.retryAfterSec
        });
      }
      try {
        if (isRegistered)
          await secrets.otpWithheld({ mobile, reason: 'registered', ...(locale && { locale }) });
        else if (!isBarred)
          await secrets.otpRequested({
            mobile,
            code,
            expiresAt: issued.expiresAt.toISOString(),
            ...(locale && { locale })
          });
      } catch (err) {
        await stores.otpCodes.discard(mobile, codeHash);
        await releaseHourly();
        req.log.error({ err: (err as Error).message }, 'OTP could not be queued for SMS');
        throw sendError(503, 'other');
      }
      sendJson(res, routes.sendOtp, { expiresAt: issued.expiresAt.toISOString() });
    }
  );

  contractRouteWith(
    router,
    routes.verifyOtp,
    {
      invalid: () => problem(400, OTP_VERIFY_ERRORS['invalid_verification_code'], 'invalid_verification_code')
    },
    // No per-address limit: each code allows 5 attempts and cost a send (proof of work, 5 per number an hour).
    async (_req, res) => {
      const { mobile, code } = inputOf(res, routes.verifyOtp.request).body;
      const attempt = await stores.otpCodes.attempt(mobile, deps.now());
      if (attempt.status === 'expired') throw problem(400, OTP_VERIFY_ERRORS['code_expired'], 'code_expired');
      // All attempts used: this code is dead, the member must ask for a new one.
      if (attempt.status === 'exhausted')
        throw problem(429, OTP_VERIFY_ERRORS['code_expired'], 'code_expired');
      if (!otpMatches(config.IDENTITY_TOKEN_SECRET, mobile, code, attempt.codeHash)) {
        throw problem(400, OTP_VERIFY_ERRORS['invalid_verification_code'], 'invalid_verification_code');
      }
      if (!(await stores.otpCodes.consume(mobile, attempt.codeHash)))
        throw problem(400, OTP_VERIFY_ERRORS['code_expired'], 'code_expired');
      res.set('Cache-Control', 'no-store');
      sendJson(res, routes.verifyOtp, { phoneToken: signPhoneToken(config.IDENTITY_TOKEN_SECRET, mobile) });
    }
  );
}
