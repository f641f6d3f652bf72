import { type Router } from 'express';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { contractRoute, inputOf, problem, requireAuth } from '@matrimony/service-kit';
import { canViewMedia } from '../../domain/media-access';
import { PROFILE_MESSAGES } from '../../domain/messages';
import { IMAGE_CACHE_SECONDS } from '../../domain/upload-limits';
import { type ProfileDeps } from '../deps';
import { imageViewerOf } from './image-viewer';

/** GET /photos/:id/:size: a processed photo or horoscope image, for its owner, administrators, or members whose view of the owner's profile page shows it. */
export function imageServeRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);
  const { profiles, images } = deps.stores;

  contractRoute(router, ownProfileRoutes.getImage, auth, async (req, res) => {
    const { id, size } = inputOf(res, ownProfileRoutes.getImage.request).params;
    const notFound = problem(404, PROFILE_MESSAGES.photoNotFound, 'photo_not_found');
    const owner = await profiles.findByImageId(id);
    if (!owner) throw notFound;
    const photo = owner.photos.find((candidate) => candidate.id === id);
    const image = photo ?? (owner.horoscope?.id === id ? owner.horoscope : undefined);
    if (!image) throw notFound;

    // Not allowed looks the same as missing: nobody learns which hidden images exist.
    const viewer = await imageViewerOf(deps.stores, req.auth!, owner, deps.now());
    if (!viewer || !canViewMedia(owner, viewer, photo ? 'photo' : 'horoscope')) throw notFound;

    const fileId = image.files[size as keyof typeof image.files];
    const info = await images.info(fileId);
    if (!info) throw notFound;
    res.set({
      'Content-Type': info.contentType,
      'Content-Length': String(info.length),
      // private: the answer depends on who asks, so shared caches must not keep it.
      'Cache-Control': `private, max-age=${IMAGE_CACHE_SECONDS}`,
      ETag: `"${fileId.toHexString()}"`
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    await new Promise<void>((resolve, reject) => {
      images.open(fileId).once('error', reject).pipe(res).once('finish', resolve).once('error', reject);
    });
  });
}
