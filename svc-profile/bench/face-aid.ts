// The face-similarity aid on this CPU (docs/product-rules.md#verification): `node --import tsx bench/face-aid.ts
// [--portraits 20]`. Scores, through the real worker, (1) demo portraits (packages/demo-data, drawn faces) against
// a selfie made from each as the demo seed makes one (mirrored, closer, warmer) and against another member's
// portrait; (2) the photographs face-api ships in its demo folder against a mirrored, closer copy of themselves and
// against each other; (3) a flat grey frame standing in for Chromium's fake camera (a test pattern, no face). Prints
// detection rates, scores and the time per check (one selfie against one photo, models already loaded).
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { generateMembers, portraitSvg, selfieFromPortrait } from '@matrimony/demo-data';
import { faceScorerInWorker } from '../src/verification/face-aid/face-aid-client';

const require = createRequire(import.meta.url);
const count = Number(process.argv[process.argv.indexOf('--portraits') + 1]) || 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const scorer = faceScorerInWorker();
const timesMs: number[] = [];
async function score(selfie: Buffer, photo: Buffer) {
  const started = performance.now();
  const [result] = await scorer.score(selfie, [{ photoId: 'p', image: photo }]);
  timesMs.push(performance.now() - started);
  return result!;
}

const firstLoad = performance.now();
await score(
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer(),
  Buffer.alloc(0)
).catch(() => undefined);
console.log(`worker start and model load: ${Math.round(performance.now() - firstLoad)} ms`);
timesMs.length = 0;

const members = generateMembers(count, 36);
const portraits = await Promise.all(
  members.map((member) =>
    sharp(Buffer.from(portraitSvg(member.portrait)))
      .resize(600, 800, { fit: 'inside' })
      .jpeg()
      .toBuffer()
  )
);
const demo = { portraitFace: 0, selfieFace: 0, photoFace: 0, same: [] as number[], other: [] as number[] };
for (const [i, portrait] of portraits.entries()) {
  // The portrait itself as the selfie: is a face found in the drawing at all?
  if ((await score(portrait, portrait)).state !== 'no_face_in_selfie') demo.portraitFace += 1;
  const same = await score(await selfieFromPortrait(portrait), portrait);
  if (same.state !== 'no_face_in_selfie') demo.selfieFace += 1;
  if (same.state === 'scored') {
    demo.photoFace += 1;
    demo.same.push(same.similarity!);
  }
  const other = await score(await selfieFromPortrait(portrait), portraits[(i + 1) % portraits.length]!);
  if (other.state === 'scored') demo.other.push(other.similarity!);
}
console.log(
  `demo portraits: faces found in ${demo.portraitFace}/${count} portraits, ${demo.selfieFace}/${count} selfies, ${demo.photoFace}/${count} pairs scored; ` +
    `same member median ${median(demo.same)}, other member median ${median(demo.other)}`
);

const samplesDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const samples = await Promise.all(
  [1, 2, 3, 4, 5, 6].map((n) => readFile(path.join(samplesDir, `sample${n}.jpg`)))
);
const photos = { same: [] as string[], other: [] as string[] };
for (const [i, sample] of samples.entries()) {
  const same = await score(await selfieFromPortrait(sample), sample);
  photos.same.push(`${same.state}${same.similarity === null ? '' : ` ${same.similarity}`}`);
  const other = await score(await selfieFromPortrait(sample), samples[(i + 1) % samples.length]!);
  photos.other.push(`${other.state}${other.similarity === null ? '' : ` ${other.similarity}`}`);
}
console.log(`face-api's sample photographs, same: ${photos.same.join(', ')}`);
console.log(`face-api's sample photographs, other: ${photos.other.join(', ')}`);

const fakeCamera = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a8a4a' } })
  .jpeg()
  .toBuffer();
console.log(`fake camera frame: ${(await score(fakeCamera, portraits[0]!)).state}`);
console.log(
  `time per check (one selfie, one photo): median ${Math.round(median(timesMs))} ms, worst ${Math.round(Math.max(...timesMs))} ms over ${timesMs.length}`
);
console.log(`main process rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
await scorer.close();
