import { randomUUID } from 'node:crypto';
import { problem } from '@matrimony/service-kit';
import { SIGNUP_MESSAGES } from '@matrimony/catalog';
import { PROFILE_MESSAGES } from '../domain/messages';
import { IMAGE_VARIANT_NAMES } from '../domain/upload-limits';
import { type ImageFileStore } from '../store/image-files';
import { type ImageFileIds, type StoredImage } from '../store/profile-model';
import { detectImageType, OUTPUT_CONTENT_TYPE, renderVariants, UnreadableImageError, type RenderedImage } from './images';

/**
 * Checks every uploaded file, re-encodes it and writes its variants to GridFS. Nothing is written
 * unless every file is an acceptable image.
 */
export async function saveImages(files: readonly Buffer[], ownerId: string, store: ImageFileStore, now: Date): Promise<StoredImage[]> {
  for (const data of files) {
    if (!(await detectImageType(data))) throw problem(400, SIGNUP_MESSAGES.invalidFileType, 'invalid_file_type');
  }
  let rendered: RenderedImage[];
  try {
    // One at a time: decoding several camera photos at once would need a lot of memory.
    rendered = [];
    for (const data of files) rendered.push(await renderVariants(data));
  } catch (err) {
    if (err instanceof UnreadableImageError) throw problem(400, PROFILE_MESSAGES.unreadableImage, 'unreadable_image');
    throw err;
  }

  const saved: StoredImage[] = [];
  try {
    for (const image of rendered) {
      const id = randomUUID();
      const files: Partial<ImageFileIds> = {};
      for (const variant of IMAGE_VARIANT_NAMES) {
        files[variant] = await store.put(image[variant].data, `${id}-${variant}.webp`, OUTPUT_CONTENT_TYPE, ownerId);
      }
      saved.push({ id, files: files as ImageFileIds, contentType: OUTPUT_CONTENT_TYPE, width: image.full.width, height: image.full.height, createdAt: now });
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
