import { type Router } from 'express';
import {
  AADHAAR_UPLOAD_FIELD,
  verificationRoutes as routes
} from '@matrimony/contracts/http/identity/verification';
import { contractRoute, HttpProblem, problem, requireAuth, sendJson, validate } from '@matrimony/service-kit';
import { ID_VERIFICATION_MESSAGES as MESSAGES } from '../../domain/messages';
import { ID_VERIFICATION_ATTEMPTS } from '../../domain/verification-limits';
import { type IdentityDeps } from '../deps';
import { enforceLimit } from '../limits';
import { AADHAAR_UPLOAD, receiveFile } from './receive-file';
import { verifyAadhaar } from './verify-aadhaar';
import { checksOf } from './view';

/** GET /verification, POST /verification/aadhaar: the member's own ID check. */
export function verificationRoutes(router: Router, deps: IdentityDeps): void {
  const { stores, verifier } = deps;

  contractRoute(router, routes.getVerification, requireAuth(verifier), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.getVerification, await checksOf(stores, req.auth!.userId));
  });

  contractRoute(
    router,
    routes.verifyAadhaarOffline,
    requireAuth(verifier),
    async (req, _res, next) => {
      await enforceLimit(
        stores.rateLimits,
        `id-verification:${req.auth!.userId}`,
        ID_VERIFICATION_ATTEMPTS,
        { message: MESSAGES.tooManyAttempts, code: 'too_many_requests' },
        deps.now()
      );
      next();
    },
    receiveFile(AADHAAR_UPLOAD_FIELD, AADHAAR_UPLOAD),
    validate({ body: routes.verifyAadhaarOffline.request.body }),
    async (req, res) => {
      const userId = req.auth!.userId;
      if (!req.file) throw problem(400, MESSAGES.fileMissing, 'aadhaar_file_missing');
      const shareCode = (req.body as { shareCode: string }).shareCode;
      try {
        await verifyAadhaar(deps, userId, { zip: new Uint8Array(req.file.buffer), shareCode });
      } catch (err) {
        // The code says which check failed; nothing the file held is logged.
        if (err instanceof HttpProblem) req.log.info({ userId, code: err.code }, 'ID check refused');
        throw err;
      }
      req.log.info({ userId, method: 'aadhaar-offline' }, 'ID verified');
      res.set('Cache-Control', 'no-store');
      sendJson(res, routes.verifyAadhaarOffline, await checksOf(stores, userId));
    }
  );
}
