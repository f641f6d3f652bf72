// Limits of the photo and horoscope uploads. Every multer limit is set: multer's are unlimited otherwise.
import { MAX_PHOTOS } from '@matrimony/catalog';

const MB = 1024 * 1024;

/** Largest accepted image file (phone cameras produce 3-8 MB JPEGs). */
export const MAX_IMAGE_BYTES = 10 * MB;
/** Largest accepted upload request (all its files together plus form overhead). */
export const MAX_UPLOAD_REQUEST_BYTES = 25 * MB;
/**
 * Images larger than this many pixels are refused before decoding (decompression bombs): 25 MP covers
 * every phone camera's default mode; decoding one costs about 100 MB of raw pixels.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

const HOUR_MS = 60 * 60 * 1000;
/** Upload requests (photos and horoscope) per member: a re-encode costs CPU, so scripts are slowed down. */
export const UPLOADS_PER_MEMBER = { max: 30, windowMs: HOUR_MS };

export const PHOTOS_FIELD = 'photos';
export const HOROSCOPE_FIELD = 'horoscope';

/** multer limits for one request carrying at most `files` images and no other form fields of note. */
export function multerLimits(files: number) {
  return {
    fileSize: MAX_IMAGE_BYTES,
    files,
    fields: 5,
    fieldNameSize: 100,
    fieldSize: 1024,
    parts: files + 5,
    headerPairs: 200
  };
}

export const PHOTO_UPLOAD_LIMITS = multerLimits(MAX_PHOTOS);
export const HOROSCOPE_UPLOAD_LIMITS = multerLimits(1);

/** The variants every uploaded image is re-encoded into, longest side in pixels. */
export const IMAGE_VARIANTS = {
  thumbnail: { width: 160, height: 160, fit: 'cover' },
  card: { width: 600, height: 800, fit: 'inside' },
  full: { width: 1600, height: 1600, fit: 'inside' }
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

/** Browser cache lifetime of served images (spec: storage cache 3600 s). */
export { STORAGE_CACHE_SECONDS as IMAGE_CACHE_SECONDS } from '@matrimony/catalog';
