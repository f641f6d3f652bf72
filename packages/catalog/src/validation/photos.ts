import { MAX_PHOTOS } from '../constants';
import { SIGNUP_MESSAGES, type UserMessage } from '../messages';

/** What both a browser File and a multer file expose: the declared media type. */
export interface PhotoLike {
  readonly type: string;
}

function isImage(photo: PhotoLike): boolean {
  return photo.type.toLowerCase().startsWith('image/');
}

/**
 * Checks a selection of profile photos against the spec's rules: image files only, at most 5
 * counting those already stored, at least one in all. Returns the message to show, or undefined.
 * Services must still check the bytes themselves: the declared type is only what the client says.
 */
export function checkPhotoSelection(
  photos: readonly PhotoLike[],
  alreadyStored = 0
): UserMessage | undefined {
  if (photos.some((photo) => !isImage(photo))) return SIGNUP_MESSAGES.invalidFileType;
  if (photos.length + alreadyStored > MAX_PHOTOS) return SIGNUP_MESSAGES.tooManyPhotos;
  if (photos.length + alreadyStored === 0) return SIGNUP_MESSAGES.photoRequired;
  return undefined;
}

/** The optional horoscope photo: image files only. */
export function checkHoroscopePhoto(photo: PhotoLike | undefined): UserMessage | undefined {
  return photo && !isImage(photo) ? SIGNUP_MESSAGES.invalidFileType : undefined;
}
