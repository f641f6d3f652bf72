// Image headers for ID document uploads: the service reads only the type and the size from the first bytes, so a
// header and some filler stand in for a phone's photo.
import { randomBytes } from 'node:crypto';

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A PNG of `width` × `height` (signature, IHDR, then `filler` random bytes). */
export function pngImage(width = 1200, height = 800, filler = 2048): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32(13),
    Buffer.from('IHDR'),
    u32(width),
    u32(height),
    Buffer.from([8, 6, 0, 0, 0]),
    u32(0),
    randomBytes(filler)
  ]);
}

/** A baseline JPEG's first segments: SOI, an APP0 segment, then SOF0 with the size. */
export function jpegImage(width = 1600, height = 1000): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16BE(height, 0);
  size.writeUInt16BE(width, 2);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(9),
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08]),
    size,
    Buffer.from([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]),
    randomBytes(1024)
  ]);
}

/** A lossless WebP's header (RIFF, WEBP, VP8L) with the size. */
export function webpImage(width = 1000, height = 700): Buffer {
  const bits = (width - 1) | ((height - 1) << 14);
  const header = Buffer.alloc(30);
  header.write('RIFF', 0);
  header.writeUInt32LE(1000, 4);
  header.write('WEBP', 8);
  header.write('VP8L', 12);
  header.writeUInt32LE(980, 16);
  header[20] = 0x2f;
  header.writeUInt32LE(bits >>> 0, 21);
  return Buffer.concat([header, randomBytes(512)]);
}
