// Test clock, image makers and the shared sample profile body (tests change one field at a time).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** 21 Nov 2026, 12:00 IST: the clock every profile test runs on. */
export const TODAY = new Date('2026-11-21T06:30:00Z');

export { sampleProfileBody as validProfileBody } from '@matrimony/catalog/testing';

const base = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } });

export const images = {
  jpeg: (width?: number, height?: number) => base(width, height).jpeg().toBuffer(),
  png: () => base().png().toBuffer(),
  webp: () => base().webp().toBuffer(),
  /** A JPEG carrying GPS coordinates and a camera model in its EXIF, as phone photos do. */
  jpegWithGps: () =>
    base()
      .withExif({
        IFD0: { Make: 'TestPhone', Model: 'Camera 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '13/1 4/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '80/1 16/1 0/1'
        }
      })
      .jpeg()
      .toBuffer(),
  /** A PDF that a client names photo.jpg and declares as image/jpeg. */
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  svg: () =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'
    ),
  /** Valid JPEG magic bytes followed by garbage. */
  brokenJpeg: () =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
      Buffer.alloc(200, 7)
    ]),
  /** A tiny PNG whose header claims 20000×20000 pixels (a decompression bomb). */
  pixelBomb: () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20000, 0);
    header.writeUInt32BE(20000, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0))
    ]);
  },
  /** Larger than the 10 MB per-file limit (content does not matter: the size check comes first). */
  oversized: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10, 1)])
};
