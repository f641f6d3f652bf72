// How long re-encoding one camera-sized photo takes (decode, orient, three WebP variants).
// Run: npx tsx bench/render-variants.ts
import sharp from 'sharp';
import { renderVariants } from '../src/media/images';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 5;

const noise = Buffer.alloc(WIDTH * HEIGHT * 3);
for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
const photo = await sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
  .jpeg({ quality: 90 })
  .toBuffer();

const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  await renderVariants(photo);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `${WIDTH}x${HEIGHT} JPEG of ${(photo.length / 1024 / 1024).toFixed(1)} MB: median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, worst ${times[RUNS - 1]!.toFixed(0)} ms over ${RUNS} runs`
);
