import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Small JPEG files made at test time (one colour each), for the photo uploaders. */
export type TestPhotos = { paths: string[]; remove: () => Promise<void> };

const COLOURS = [
  { r: 190, g: 40, b: 80 },
  { r: 40, g: 120, b: 190 },
  { r: 60, g: 160, b: 90 },
  { r: 220, g: 170, b: 40 }
];

export async function makeJpegs(count: number): Promise<TestPhotos> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-photos-'));
  const paths = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const path = join(dir, `photo-${index + 1}.jpg`);
      const background = COLOURS[index % COLOURS.length]!;
      await sharp({ create: { width: 320, height: 400, channels: 3, background } })
        .jpeg({ quality: 80 })
        .toFile(path);
      return path;
    })
  );
  return { paths, remove: () => rm(dir, { recursive: true, force: true }) };
}
