import { randomUUID } from 'node:crypto';
import { problem } from '@matrimony/service-kit';
import { SIGNUP_MESSAGES } from '@matrimony/catalog';
import { PROFILE_MESSAGES } from '../domain/messages';
import { IMAGE_VARIANT_NAMES } from '../domain/upload-limits';
import { type ImageFileStore } from '../store/image-files';
import { type ImageFileIds, type StoredImage } from '../store/profile-model';
import {
  detectImageType,
  OUTPUT_CONTENT_TYPE,
  renderVariants,
  UnreadableImageError,
  type RenderedImage
} from './images';
import { renderedPhotoFingerprint } from './photo-fingerprint';

/** A saved profile photo: its perceptual fingerprint is kept for moderation's near-duplicate check. */
export type SavedPhoto = StoredImage & { fingerprint: string };

/** Horoscope images (and any other image that is not a profile photo): no fingerprint. */
export function saveImages(
  files: readonly Buffer[],
  ownerId: string,
  store: ImageFileStore,
  now: Date
): Promise<StoredImage[]> {
  return save(files, ownerId, store, now, async () => ({}));
}

/** Profile photos, each with the fingerprint of its re-encoded image. */
export function savePhotos(
  files: readonly Buffer[],
  ownerId: string,
  store: ImageFileStore,
  now: Date
): Promise<SavedPhoto[]> {
  return save(files, ownerId, store, now, async (image) => ({
    fingerprint: await renderedPhotoFingerprint(image)
  }));
}

/**
 * Checks every uploaded file, re-encodes it and writes its variants to GridFS. Nothing is written
 * unless every file is an acceptable image.
 */
async function save<Extra extends object>(
  files: readonly Buffer[],
  ownerId: string,
  store: ImageFileStore,
  now: Date,
  describe: (image: RenderedImage) => Promise<Extra>
): Promise<(StoredImage & Extra)[]> {
  for (const data of files) {
    if (!(await detectImageType(data)))
      throw problem(400, SIGNUP_MESSAGES.invalidFileType, 'invalid_file_type');
  }
  const rendered: { image: RenderedImage; extra: Extra }[] = [];
  try {
    // One at a time: decoding several camera photos at once would need a lot of memory.
    for (const data of files) {
      const image = await renderVariants(data);
      rendered.push({ image, extra: await describe(image) });
    }
  } catch (err) {
    if (err instanceof UnreadableImageError)
      throw problem(400, PROFILE_MESSAGES.unreadableImage, 'unreadable_image');
    throw err;
  }

  const saved: (StoredImage & Extra)[] = [];
  try {
    for (const { image, extra } of rendered) {
      const id = randomUUID();
      const files: Partial<ImageFileIds> = {};
      for (const variant of IMAGE_VARIANT_NAMES) {
        files[variant] = await store.put(
          image[variant].data,
          `${id}-${variant}.webp`,
          OUTPUT_CONTENT_TYPE,
          ownerId
        );
      }
      saved.push({
        ...extra,
        id,
        files: files as ImageFileIds,
        contentType: OUTPUT_CONTENT_TYPE,
        width: image.full.width,
        height: image.full.height,
        createdAt: now
      });
    }
  } catch (err) {
    await deleteImageFiles(saved, store).catch(() => undefined);
    throw err;
  }
  return saved;
}

export async function deleteImageFiles(images: readonly StoredImage[], store: ImageFileStore): Promise<void> {
  await store.remove(images.flatMap((image) => Object.values(image.files)));
}
