// What an uploaded photo of an ID document is, read from its first bytes (never from the name or the type the
// browser sent): JPEG, PNG or WebP, and its size in pixels, so a moderator is never shown something else.

export type IdDocumentImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageHeader {
  type: IdDocumentImageType;
  width: number;
  height: number;
}

/** Smallest side a moderator can read a document at, and the largest sides a phone camera takes. */
export const MIN_DOCUMENT_SIDE_PX = 200;
export const MAX_DOCUMENT_SIDE_PX = 12_000;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2]! << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);

function pngHeader(bytes: Uint8Array): ImageHeader | null {
  // The signature, then the IHDR chunk first: length 13, type, width, height.
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { type: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/** Start-of-frame markers carry the size (SOF0–SOF15 but DHT, JPG and DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    if (isStartOfFrame(marker))
      return { type: 'image/jpeg', height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

function webpHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && startsWith(bytes, [0x9d, 0x01, 0x2a], 23))
    return { type: 'image/webp', width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X')
    return { type: 'image/webp', width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return null;
}

/** The image's type and size from its header, or null when it is none of the accepted types or is cut short. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return pngHeader(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegHeader(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpHeader(bytes);
  return null;
}

/** Whether a moderator could read a document this size: neither side too small, nor absurdly large. */
export function readableSize({ width, height }: ImageHeader): boolean {
  return Math.min(width, height) >= MIN_DOCUMENT_SIDE_PX && Math.max(width, height) <= MAX_DOCUMENT_SIDE_PX;
}
