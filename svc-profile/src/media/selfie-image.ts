// A selfie for the photo check, made safe to show a moderator: a JPEG, PNG or WebP (read from its bytes) that sharp
// decodes, large enough to compare a face, re-encoded upright as a JPEG with no metadata (EXIF with GPS, XMP, ICC).
import sharp, { type Sharp } from 'sharp';
import { MAX_SELFIE_BYTES, MIN_SELFIE_SIDE_PX } from '@matrimony/catalog/photo-check';
import { MAX_IMAGE_PIXELS } from '../domain/upload-limits';
import { detectImageType } from './images';

/** Longest side kept: enough for a moderator to compare a face, far smaller than a camera's full frame. */
const STORED_LONGEST_SIDE_PX = 1600;
export const SELFIE_CONTENT_TYPE = 'image/jpeg';

export type SelfieRefusal = 'too_large' | 'not_an_image' | 'too_small';

export class SelfieRefused extends Error {
  constructor(readonly refusal: SelfieRefusal) {
    super(`selfie refused: ${refusal}`);
    this.name = 'SelfieRefused';
  }
}

export async function prepareSelfie(data: Buffer): Promise<Buffer> {
  if (data.length > MAX_SELFIE_BYTES) throw new SelfieRefused('too_large');
  if (!(await detectImageType(data))) throw new SelfieRefused('not_an_image');
  let image: Sharp;
  let width: number;
  let height: number;
  try {
    image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    ({ width, height } = await image.metadata());
  } catch {
    throw new SelfieRefused('not_an_image');
  }
  if (Math.min(width, height) < MIN_SELFIE_SIDE_PX) throw new SelfieRefused('too_small');
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (keepMetadata/withMetadata).
    return await image
      .rotate()
      .resize({
        width: STORED_LONGEST_SIDE_PX,
        height: STORED_LONGEST_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true
      })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new SelfieRefused('not_an_image');
  }
}
