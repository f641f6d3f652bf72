import { type Router } from 'express';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { contractRoute, problem, requireAuth, sendJson } from '@matrimony/service-kit';
import { PROFILE_MESSAGES } from '../../domain/messages';
import { HOROSCOPE_FIELD, HOROSCOPE_UPLOAD_LIMITS } from '../../domain/upload-limits';
import { type ProfileDeps } from '../deps';
import { requireOwnProfile } from '../own-profile';
import { ownProfileView } from '../profiles/view';
import { deleteImageFiles, saveImages } from '../../media/save-images';
import { limitUploadsPerMember, receiveImages, uploadedFiles } from './upload';

/** POST/DELETE /me/horoscope: the one optional horoscope image (a new one replaces the old). */
export function horoscopeRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);
  const { profiles, images } = deps.stores;

  contractRoute(
    router,
    ownProfileRoutes.uploadHoroscope,
    auth,
    limitUploadsPerMember(deps.stores.rateLimits),
    receiveImages(HOROSCOPE_FIELD, HOROSCOPE_UPLOAD_LIMITS, {
      message: PROFILE_MESSAGES.oneHoroscope,
      code: 'too_many_files'
    }),
    async (req, res) => {
      const [file, ...extra] = uploadedFiles(req);
      if (!file) throw problem(400, PROFILE_MESSAGES.horoscopeMissing, 'horoscope_missing');
      if (extra.length > 0) throw problem(400, PROFILE_MESSAGES.oneHoroscope, 'too_many_files');
      const current = await requireOwnProfile(deps, req);
      const [saved] = await saveImages([file.buffer], req.auth!.userId, images, deps.now());
      const before = await profiles.replaceHoroscope(current, saved!);
      if (!before) {
        await deleteImageFiles([saved!], images);
        throw problem(404, PROFILE_MESSAGES.profileMissing, 'profile_missing');
      }
      if (before.horoscope) await deleteImageFiles([before.horoscope], images);
      sendJson(
        res,
        ownProfileRoutes.uploadHoroscope,
        ownProfileView(await requireOwnProfile(deps, req), deps.now())
      );
    }
  );

  contractRoute(router, ownProfileRoutes.deleteHoroscope, auth, async (req, res) => {
    const current = await requireOwnProfile(deps, req);
    if (!current.horoscope) throw problem(404, PROFILE_MESSAGES.horoscopeNotFound, 'horoscope_not_found');
    const before = await profiles.replaceHoroscope(current, null);
    if (before?.horoscope) await deleteImageFiles([before.horoscope], images);
    sendJson(
      res,
      ownProfileRoutes.deleteHoroscope,
      ownProfileView(await requireOwnProfile(deps, req), deps.now())
    );
  });
}
