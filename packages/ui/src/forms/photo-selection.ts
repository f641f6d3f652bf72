/** Pure rules of the photo picker: images only, at most five, the first is primary. */

export const MAX_PHOTOS = 5;

export const PHOTO_MESSAGES = {
  tooMany: 'Too many photos: You can only upload up to 5 photos',
  invalidType: 'Invalid file type: Please upload only image files',
  required: 'At least one profile photo is required'
} as const;

export type FileLike = { type: string; name: string };

export function isImageFile(file: FileLike): boolean {
  return file.type.startsWith('image/');
}

/**
 * Adds the picked files. A batch containing a non-image is refused whole, as is one that would
 * take the total past the maximum; the photos chosen so far stay as they were.
 */
export function addPhotos<T extends FileLike>(
  current: readonly T[],
  picked: readonly T[],
  max = MAX_PHOTOS
): { photos: T[]; error?: string } {
  if (picked.some((file) => !isImageFile(file)))
    return { photos: [...current], error: PHOTO_MESSAGES.invalidType };
  if (current.length + picked.length > max) return { photos: [...current], error: PHOTO_MESSAGES.tooMany };
  return { photos: [...current, ...picked] };
}

export function removePhoto<T>(photos: readonly T[], index: number): T[] {
  return photos.filter((_, position) => position !== index);
}

/** Moves a photo to the front, making it the primary one. */
export function makePrimary<T>(photos: readonly T[], index: number): T[] {
  const chosen = photos[index];
  if (chosen === undefined || index === 0) return [...photos];
  return [chosen, ...removePhoto(photos, index)];
}
