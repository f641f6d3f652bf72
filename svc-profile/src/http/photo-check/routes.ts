import { randomInt, randomUUID } from 'node:crypto';
import { type Router } from 'express';
import { SELFIE_POSE_IDS } from '@matrimony/catalog/photo-check';
import {
  photoCheckRoutes as routes,
  SELFIE_UPLOAD_FIELD
} from '@matrimony/contracts/http/profile/photo-check';
import { contractRoute, HttpProblem, problem, requireAuth, sendJson, validate } from '@matrimony/service-kit';
import { PHOTO_CHECK_PROBLEMS, PROFILE_MESSAGES } from '../../domain/messages';
import { challengeExpiry } from '../../domain/photo-check';
import { multerLimits } from '../../domain/upload-limits';
import { scoreSelfie } from '../../verification/face-aid/score-selfie';
import { photoCheckStateOf } from '../../verification/photo-check-state';
import { requireCheckable, submitSelfie } from '../../verification/submit-selfie';
import { type ProfileDeps } from '../deps';
import { requireOwnProfile } from '../own-profile';
import { limitUploadsPerMember, receiveImages, uploadedFiles } from '../photos/upload';

const ONE_SELFIE = { message: PROFILE_MESSAGES.malformedUpload, code: 'malformed_upload' };

/** The member's photo check: a pose drawn for the next selfie, the selfie, and the check's state. Logs ids and codes. */
export function photoCheckRoutesOf(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);
  const { stores } = deps;

  contractRoute(router, routes.createPhotoCheckChallenge, auth, async (req, res) => {
    const profile = await requireOwnProfile(deps, req);
    requireCheckable(profile);
    const now = deps.now();
    const challenge = {
      _id: randomUUID(),
      userId: profile.userId,
      pose: SELFIE_POSE_IDS[randomInt(SELFIE_POSE_IDS.length)]!,
      createdAt: now,
      expiresAt: challengeExpiry(now)
    };
    await stores.photoCheckChallenges.create(challenge);
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.createPhotoCheckChallenge, {
      challengeId: challenge._id,
      pose: challenge.pose,
      expiresAt: challenge.expiresAt.toISOString()
    });
  });

  contractRoute(
    router,
    routes.submitSelfie,
    auth,
    async (req, _res, next) => {
      // Refused before the upload is read when there is nothing to compare with, or nothing to check.
      requireCheckable(await requireOwnProfile(deps, req));
      next();
    },
    limitUploadsPerMember(stores.rateLimits),
    receiveImages(SELFIE_UPLOAD_FIELD, multerLimits(1), ONE_SELFIE),
    validate({ body: routes.submitSelfie.request.body }),
    async (req, res) => {
      const userId = req.auth!.userId;
      const [file] = uploadedFiles(req);
      if (!file) throw problem(400, PHOTO_CHECK_PROBLEMS.selfieMissing, 'selfie_missing');
      const profile = await requireOwnProfile(deps, req);
      const { challengeId } = req.body as { challengeId: string };
      try {
        const checkId = await submitSelfie(deps, profile, { challengeId, image: file.buffer });
        req.log.info({ userId, checkId }, 'selfie queued for the photo check');
        const { faceScorer } = deps;
        // Not awaited: the member's answer never waits for the aid, nor fails with it.
        if (faceScorer)
          scoreSelfie({ stores, faceScorer }, checkId, deps.now()).then(
            (outcome) => req.log.info({ checkId, outcome }, 'face aid for the selfie'),
            (err: unknown) => req.log.warn({ checkId, err }, 'face aid not stored')
          );
      } catch (err) {
        if (err instanceof HttpProblem) req.log.info({ userId, code: err.code }, 'selfie refused');
        throw err;
      }
      res.set('Cache-Control', 'no-store');
      sendJson(res, routes.submitSelfie, await photoCheckStateOf(stores, profile));
    }
  );

  contractRoute(router, routes.getPhotoCheck, auth, async (req, res) => {
    const profile = await requireOwnProfile(deps, req);
    res.set('Cache-Control', 'no-store');
    sendJson(res, routes.getPhotoCheck, await photoCheckStateOf(stores, profile));
  });
}
