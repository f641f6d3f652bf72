// Perceptual fingerprint of a stored profile photo: moderation flags a photo that is a
// near-duplicate of another member's photo (stolen photos), through re-encoding, resizing and small crops.
import sharp from 'sharp';
import { type RenderedImage } from './images';

/**
 * Difference hashes (the sign of each horizontal and each vertical step between neighbouring cells of the
 * greyscale photo shrunk to an n×n grid) at five grid sizes, concatenated: 2·(16+25+36+49+64) = 380 bits.
 * Chosen by measurement on generated photo-like scenes and head-and-shoulders portraits (test/support/
 * photo-images.ts), the hardest copy being 5% cut off two adjacent edges. With any single hash tried, such a
 * crop moves more bits than lie between two different portraits (50 portraits, 25 crops each): sharp-phash's
 * 64-bit DCT pHash 20 bits against 10, 64-bit dHash 16 against 14, 256-bit blockhash (blockhash-core) 49
 * against 40, one 8×8 dHash both ways (128 bits) 29 against 30. A crop moves each grid's cell borders by a
 * different fraction of a cell, so over several grids its flips average out while different photos differ
 * on all of them; coarse grids separate better (4 to 8: crops ≤ 20% of the bits, different portraits
 * ≥ 23%; 5 to 10: 22% against 22.5%). That is also why no library is used: those on npm compute one hash.
 * Colour is left out: JPEG's coarse chroma flips colour bits even at q=60 (on the demo portraits, 26 of 384
 * bits of a colour dHash against 2 of 128 for the grey one).
 */
const GRID_SIZES = [4, 5, 6, 7, 8] as const;
const FINGERPRINT_BITS = GRID_SIZES.reduce((sum, n) => sum + 2 * n * n, 0);
export const FINGERPRINT_HEX_LENGTH = Math.ceil(FINGERPRINT_BITS / 4);

/** Longest side the photo is shrunk to once, before the grids (which average finer detail away anyway). */
const WORKING_SIZE = 128;

/**
 * Largest distance (differing bits of 380) at which two photos are near-duplicates. Measured through the
 * upload's re-encoding on 50 demo portraits, 50 generated scenes and 50 generated portraits, each with 16
 * copies (JPEG q=60 and q=30; 50%, 150%, 200%; 3–5% off one or two edges; crop + resize + q=60):
 * - copies: at most 75 (5% off left and top; 99% of copies ≤ 69); re-encoding and resizing alone ≤ 9;
 * - different photos: at least 89 among the 50 portraits (1,225 pairs), 109 among the scenes, 116 across.
 * Among 200 generated portraits (19,900 pairs, all one drawn figure over varied backgrounds) one pair came
 * to 57 and the next to 82. The demo portraits vary scene, light, framing and outfit: among 200 of them the
 * closest pair is 91 (packages/demo-data).
 */
export const NEAR_DUPLICATE_MAX_DISTANCE = 80;

/**
 * The variant the upload path fingerprints: the whole photo (the thumbnail is cropped to a square), with far
 * fewer pixels to decode than the full one.
 */
export function renderedPhotoFingerprint(image: RenderedImage): Promise<string> {
  return photoFingerprint(image.card.data);
}

/** The fingerprint of an image (any format sharp reads) as FINGERPRINT_HEX_LENGTH lower-case hex digits. */
export async function photoFingerprint(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image)
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: WORKING_SIZE, height: WORKING_SIZE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const working = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const grid = (width: number, height: number) =>
    sharp(data, working).resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();

  const bits: number[] = [];
  for (const n of GRID_SIZES) {
    const [wide, tall] = await Promise.all([grid(n + 1, n), grid(n, n + 1)]);
    const cells = Array.from({ length: n * n }, (_, i) => [i % n, Math.floor(i / n)] as const);
    for (const [x, y] of cells) bits.push(Number(wide[y * (n + 1) + x]! > wide[y * (n + 1) + x + 1]!));
    for (const [x, y] of cells) bits.push(Number(tall[y * n + x]! > tall[(y + 1) * n + x]!));
  }
  return toHex(bits);
}

/** Four bits a hex digit, the first bit highest; the last digit is padded with zeros. */
function toHex(bits: readonly number[]): string {
  let hex = '';
  for (let i = 0; i < bits.length; i += 4)
    hex += parseInt(
      bits
        .slice(i, i + 4)
        .join('')
        .padEnd(4, '0'),
      2
    ).toString(16);
  return hex;
}

const FINGERPRINT_PATTERN = new RegExp(`^[0-9a-f]{${FINGERPRINT_HEX_LENGTH}}$`);

function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Hamming distance: how many bits differ. Throws on anything that is not a fingerprint of this method. */
export function fingerprintDistance(a: string, b: string): number {
  if (!FINGERPRINT_PATTERN.test(a) || !FINGERPRINT_PATTERN.test(b))
    throw new RangeError('not a photo fingerprint');
  let distance = 0;
  for (let i = 0; i < a.length; i += 7)
    distance += popcount32(parseInt(a.slice(i, i + 7), 16) ^ parseInt(b.slice(i, i + 7), 16));
  return distance;
}

export interface FingerprintCandidate {
  ownerUserId: string;
  photoId: string;
  /** Null for photos stored before fingerprints existed: those are skipped. */
  fingerprint: string | null | undefined;
}

/**
 * The candidates within NEAR_DUPLICATE_MAX_DISTANCE of the fingerprint, nearest first. A pure scan: the caller
 * supplies the candidates (and leaves out the member's own photos).
 */
export function nearDuplicates<T extends FingerprintCandidate>(
  fingerprint: string,
  candidates: Iterable<T>
): (T & { distance: number })[] {
  const matches: (T & { distance: number })[] = [];
  for (const candidate of candidates) {
    if (!candidate.fingerprint) continue;
    const distance = fingerprintDistance(fingerprint, candidate.fingerprint);
    if (distance <= NEAR_DUPLICATE_MAX_DISTANCE) matches.push({ ...candidate, distance });
  }
  return matches.sort((a, b) => a.distance - b.distance);
}
