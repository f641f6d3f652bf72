import { type Request, type Router } from 'express';
import { MAX_PHOTOS, SIGNUP_MESSAGES } from '@matrimony/catalog';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { contractRoute, inputOf, problem, requireAuth, sendJson } from '@matrimony/service-kit';
import { PROFILE_MESSAGES } from '../../domain/messages';
import { appendPhotos, makePrimary, removePhoto, reorderPhotos } from '../../domain/photo-order';
import { PHOTOS_FIELD, PHOTO_UPLOAD_LIMITS } from '../../domain/upload-limits';
import { type PhotoMatch, type ProfileDoc, type StoredPhoto } from '../../store/profile-model';
import { type ProfileDeps } from '../deps';
import { requireOwnProfile } from '../own-profile';
import { ownProfileView } from '../profiles/view';
import { deleteImageFiles, savePhotos } from '../../media/save-images';
import { photoMatchesOf } from '../../moderation/photo-matches';
import { limitUploadsPerMember, receiveImages, uploadedFiles } from './upload';

const routes = ownProfileRoutes;

/** How often a photo change is recomputed when another change to the same photos wins the race. */
const MAX_ATTEMPTS = 3;

type PhotoChange = (photos: StoredPhoto[]) => StoredPhoto[];

/** POST/DELETE/PUT under /me/photos: the member's own photos only. */
export function photoRoutes(router: Router, deps: ProfileDeps): void {
  const auth = requireAuth(deps.verifier);
  const { profiles, images } = deps.stores;

  // Read, change, compare-and-set on the photo revision; the change may throw a problem.
  /** `found`: near-duplicates of newly added photos; those of photos still there are kept, removed ones' go. */
  const changePhotos = async (
    req: Request,
    change: PhotoChange,
    found: PhotoMatch[] = []
  ): Promise<{ before: ProfileDoc; after: ProfileDoc }> => {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const before = await requireOwnProfile(deps, req);
      const photos = change(before.photos);
      const kept = new Set(photos.map((photo) => photo.id));
      const matches = [...(before.photoMatches ?? []), ...found].filter((match) => kept.has(match.photoId));
      const after = await profiles.replacePhotos(before, photos, matches);
      if (after) return { before, after };
    }
    throw problem(409, PROFILE_MESSAGES.changedMeanwhile, 'changed_meanwhile');
  };

  contractRoute(
    router,
    routes.uploadPhotos,
    auth,
    async (req, _res, next) => {
      const profile = await requireOwnProfile(deps, req);
      // Refuse before reading the upload when the profile is already full.
      if (profile.photos.length >= MAX_PHOTOS)
        throw problem(400, SIGNUP_MESSAGES.tooManyPhotos, 'too_many_photos');
      next();
    },
    limitUploadsPerMember(deps.stores.rateLimits),
    receiveImages(PHOTOS_FIELD, PHOTO_UPLOAD_LIMITS),
    async (req, res) => {
      const files = uploadedFiles(req);
      if (files.length === 0) throw problem(400, SIGNUP_MESSAGES.photoRequired, 'photo_required');
      const current = await requireOwnProfile(deps, req);
      if (current.photos.length + files.length > MAX_PHOTOS)
        throw problem(400, SIGNUP_MESSAGES.tooManyPhotos, 'too_many_photos');

      const saved = await savePhotos(
        files.map((file) => file.buffer),
        req.auth!.userId,
        images,
        deps.now()
      );
      const added = saved.map((image) => ({ ...image, orderIndex: 0, isPrimary: false }));
      try {
        const found = await photoMatchesOf(deps.stores, req.auth!.userId, added);
        const { after } = await changePhotos(
          req,
          (photos) => {
            if (photos.length + added.length > MAX_PHOTOS)
              throw problem(400, SIGNUP_MESSAGES.tooManyPhotos, 'too_many_photos');
            return appendPhotos(photos, added);
          },
          found
        );
        sendJson(res, routes.uploadPhotos, ownProfileView(after, deps.now()));
      } catch (err) {
        await deleteImageFiles(saved, images);
        throw err;
      }
    }
  );

  contractRoute(router, routes.deletePhoto, auth, async (req, res) => {
    const { id } = inputOf(res, routes.deletePhoto.request).params;
    const { before, after } = await changePhotos(req, (photos) => {
      const remaining = removePhoto(photos, id);
      if (!remaining) throw problem(404, PROFILE_MESSAGES.photoNotFound, 'photo_not_found');
      if (remaining.length === 0) throw problem(400, SIGNUP_MESSAGES.photoRequired, 'photo_required');
      return remaining;
    });
    await deleteImageFiles(
      before.photos.filter((photo) => photo.id === id),
      images
    );
    sendJson(res, routes.deletePhoto, ownProfileView(after, deps.now()));
  });

  contractRoute(router, routes.reorderPhotos, auth, async (req, res) => {
    const { photoIds } = inputOf(res, routes.reorderPhotos.request).body;
    const { after } = await changePhotos(req, (photos) => {
      const ordered = reorderPhotos(photos, photoIds);
      if (!ordered) throw problem(400, PROFILE_MESSAGES.orderMismatch, 'order_mismatch');
      return ordered;
    });
    sendJson(res, routes.reorderPhotos, ownProfileView(after, deps.now()));
  });

  contractRoute(router, routes.setPrimaryPhoto, auth, async (req, res) => {
    const { id } = inputOf(res, routes.setPrimaryPhoto.request).params;
    const { after } = await changePhotos(req, (photos) => {
      const ordered = makePrimary(photos, id);
      if (!ordered) throw problem(404, PROFILE_MESSAGES.photoNotFound, 'photo_not_found');
      return ordered;
    });
    sendJson(res, routes.setPrimaryPhoto, ownProfileView(after, deps.now()));
  });
}
