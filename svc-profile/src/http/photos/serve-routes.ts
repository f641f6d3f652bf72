import { type Router } from 'express';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { contractRoute, inputOf, problem, requireAuth } from '@matrimony/service-kit';
import { canViewMedia } from '../../domain/media-access';
import { ADMIN_ROLE } from '../../domain/moderation/statuses';
import { PROFILE_MESSAGES } from '../../domain/messages';
import { isPremium } from '../../domain/plans';
import { IMAGE_CACHE_SECONDS } from '../../domain/upload-limits';
import { type ProfileDeps } from '../deps';

/** GET /photos/:id/:size: a processed photo or horoscope image, for its owner or, once approved, for members allowed to see it. */
export function imageServeRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);
  const { profiles, plans, images } = deps.stores;

  contractRoute(router, ownProfileRoutes.getImage, auth, async (req, res) => {
    const { id, size } = inputOf(res, ownProfileRoutes.getImage.request).params;
    const notFound = problem(404, PROFILE_MESSAGES.photoNotFound, 'photo_not_found');
    const owner = await profiles.findByImageId(id);
    if (!owner) throw notFound;
    const photo = owner.photos.find((candidate) => candidate.id === id);
    const image = photo ?? (owner.horoscope?.id === id ? owner.horoscope : undefined);
    if (!image) throw notFound;

    const viewerId = req.auth!.userId;
    const viewerIsPremium = viewerId !== owner.userId && isPremium(await plans.find(viewerId), deps.now());
    // Not allowed looks the same as missing: nobody learns which hidden images exist.
    const isAdmin = req.auth!.roles.includes(ADMIN_ROLE);
    if (!canViewMedia(owner, { userId: viewerId, isPremium: viewerIsPremium, isAdmin }, photo ? 'photo' : 'horoscope')) throw notFound;

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
