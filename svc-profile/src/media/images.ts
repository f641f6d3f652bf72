// Checks uploaded bytes really are a JPEG, PNG or WebP image and re-encodes them with sharp:
// orientation applied, every piece of metadata (EXIF with GPS, XMP, ICC) dropped, one WebP per variant.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_VARIANTS, MAX_IMAGE_PIXELS, type ImageVariant } from '../domain/upload-limits';

/** SVG is deliberately absent: it is a document that can carry scripts, not a photo. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const OUTPUT_CONTENT_TYPE = 'image/webp';

export class NotAnImageError extends Error {
  constructor() {
    super('not a JPEG, PNG or WebP image');
    this.name = 'NotAnImageError';
  }
}

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('image could not be decoded', { cause });
    this.name = 'UnreadableImageError';
  }
}

export interface RenderedVariant {
  data: Buffer;
  width: number;
  height: number;
}

export type RenderedImage = Record<ImageVariant, RenderedVariant>;

/** The image type from the file's magic bytes (never its name or declared type); undefined if not accepted. */
export async function detectImageType(data: Buffer): Promise<string | undefined> {
  try {
    const type = await fileTypeFromBuffer(data);
    return type && ACCEPTED_TYPES.has(type.mime) ? type.mime : undefined;
  } catch {
    // file-type throws on a file cut short inside a header (e.g. the 8-byte PNG signature alone).
    return undefined;
  }
}

export async function renderVariants(data: Buffer): Promise<RenderedImage> {
  if (!(await detectImageType(data))) throw new NotAnImageError();
  try {
    // Decode once, upright (rotate() without an angle applies the EXIF orientation) and already
    // shrunk to the largest variant (JPEG shrink-on-load makes this much cheaper than a full decode);
    // raw pixels carry no metadata, so nothing of the original's EXIF, XMP or ICC survives.
    const largest = IMAGE_VARIANTS.full;
    const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest.width, height: largest.height, fit: largest.fit, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const entries = await Promise.all(
      (Object.keys(IMAGE_VARIANTS) as ImageVariant[]).map(async (variant) => {
        const { width, height, fit } = IMAGE_VARIANTS[variant];
        const { data: out, info: outInfo } = await sharp(pixels, { raw })
          .resize({ width, height, fit, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return [variant, { data: out, width: outInfo.width, height: outInfo.height }] as const;
      })
    );
    return Object.fromEntries(entries) as RenderedImage;
  } catch (err) {
    throw new UnreadableImageError(err);
  }
}
