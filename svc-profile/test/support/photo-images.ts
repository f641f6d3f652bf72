// Test images for the photo fingerprint: the demo portraits, photo-like images generated with sharp (no
// downloads), and the copies a photo thief makes (re-encoded, resized, cropped), each stored as uploads are.
import sharp, { type OverlayOptions } from 'sharp';
import { generateMembers, portraitSvg, seededRandom } from '@matrimony/demo-data';
import { renderVariants } from '../../src/media/images';
import { renderedPhotoFingerprint } from '../../src/media/photo-fingerprint';

type Random = ReturnType<typeof seededRandom>;

/** The fingerprint an upload of these bytes gets: the upload's re-encoding, then the fingerprint of what is stored. */
export async function storedFingerprint(upload: Buffer): Promise<string> {
  return renderedPhotoFingerprint(await renderVariants(upload));
}

/** `count` distinct demo portraits (drawings, not just traits), as JPEG like the demo's portraitJpeg. */
export async function demoPortraits(count: number): Promise<Buffer[]> {
  const drawings = new Set<string>();
  for (const member of generateMembers(count * 10)) {
    drawings.add(portraitSvg(member.portrait));
    if (drawings.size === count) break;
  }
  return Promise.all([...drawings].map((svg) => sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()));
}

const colour = (random: Random, low = 0, high = 255) =>
  `rgb(${random.int(low, high)},${random.int(low, high)},${random.int(low, high)})`;

/** Raw pixels blown up to the image's size (cubic: smooth), uncompressed for speed. */
async function blownUp(
  pixels: Buffer,
  from: { width: number; height: number; channels: 3 | 4 },
  width: number,
  height: number
) {
  const data = await sharp(pixels, { raw: from })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  return { input: data, raw: { width, height, channels: from.channels } };
}

/** Random smooth colour field: a few random pixels blown up (light and walls). */
async function colourField(random: Random, width: number, height: number) {
  const [w, h] = [random.int(3, 6), random.int(3, 7)];
  const pixels = Buffer.from(Array.from({ length: w * h * 3 }, () => random.int(0, 255)));
  return blownUp(pixels, { width: w, height: h, channels: 3 }, width, height);
}

/** Grain at three scales (texture, sensor noise), as overlay layers. */
async function grain(random: Random, width: number, height: number): Promise<OverlayOptions[]> {
  const layers: OverlayOptions[] = [];
  for (const [scale, alpha] of [
    [64, 64],
    [16, 38],
    [4, 26]
  ] as const) {
    const [w, h] = [Math.ceil(width / scale), Math.ceil(height / scale)];
    const pixels = Buffer.alloc(w * h * 4);
    for (let i = 0; i < w * h; i += 1) {
      const v = random.int(0, 255);
      pixels.set([v, v, v, alpha], i * 4);
    }
    layers.push({
      ...(await blownUp(pixels, { width: w, height: h, channels: 4 }, width, height)),
      blend: 'overlay'
    });
  }
  return layers;
}

function shapes(random: Random, width: number, height: number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y, fill] = [
      random.int(0, width),
      random.int(0, height),
      `fill="${colour(random)}" fill-opacity="${(0.3 + random.next() * 0.7).toFixed(2)}"`
    ];
    const kind = random.int(0, 2);
    if (kind === 0)
      out.push(
        `<ellipse cx="${x}" cy="${y}" rx="${random.int(20, width / 3)}" ry="${random.int(20, height / 3)}" ${fill} transform="rotate(${random.int(0, 180)} ${x} ${y})"/>`
      );
    else if (kind === 1)
      out.push(
        `<rect x="${x}" y="${y}" width="${random.int(20, width / 2)}" height="${random.int(20, height / 2)}" ${fill} transform="rotate(${random.int(-30, 30)} ${x} ${y})"/>`
      );
    else
      out.push(
        `<polygon points="${Array.from({ length: random.int(3, 6) }, () => `${random.int(0, width)},${random.int(0, height)}`).join(' ')}" ${fill}/>`
      );
  }
  return out.join('');
}

/** A photo-like scene: colour field, objects (or, `plain`, almost none: a wall), grain, lens blur. JPEG q=90, 900×1200. */
export async function photoLikeScene(
  seed: number,
  plain = false,
  width = 900,
  height = 1200
): Promise<Buffer> {
  const random = seededRandom(seed);
  const field = await colourField(random, width, height);
  const objects = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes(random, width, height, plain ? random.int(0, 2) : random.int(8, 25))}</svg>`
  );
  return sharp(field.input, { raw: field.raw })
    .composite([{ input: objects }, ...(await grain(random, width, height))])
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A photo-like head-and-shoulders portrait, the hard case for "different photos": every member's photo has
 * this layout. Face placed, sized, coloured and lit at random, over a scene or (half the time) a wall.
 */
export async function photoLikePortrait(seed: number, width = 900, height = 1200): Promise<Buffer> {
  const random = seededRandom(seed * 7919 + 17);
  const background = await photoLikeScene(seed + 50_000, random.chance(0.5), width, height);
  const [cx, cy] = [width * (0.4 + random.next() * 0.2), height * (0.28 + random.next() * 0.12)];
  const rx = width * (0.13 + random.next() * 0.06);
  const ry = rx * (1.2 + random.next() * 0.2);
  const skin = `rgb(${random.int(90, 230)},${random.int(60, 180)},${random.int(40, 140)})`;
  const light = random.int(0, 1);
  const shoulders = cy + ry * (1.3 + random.next() * 0.3);
  const figure = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="light" x1="${light}" y1="0" x2="${1 - light}" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>
    <path d="M${cx - rx * 2.6} ${height} Q${cx - rx * 2.4} ${shoulders} ${cx} ${shoulders - ry * 0.2} Q${cx + rx * 2.4} ${shoulders} ${cx + rx * 2.6} ${height} Z" fill="${colour(random)}"/>
    <rect x="${cx - rx * 0.35}" y="${cy + ry * 0.7}" width="${rx * 0.7}" height="${ry * 0.8}" fill="${skin}"/>
    <ellipse cx="${cx}" cy="${cy - ry * 0.15}" rx="${rx * (1.05 + random.next() * 0.25)}" ry="${ry * (0.95 + random.next() * 0.3)}" fill="${colour(random, 5, 90)}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#light)"/>
    <ellipse cx="${cx - rx * 0.38}" cy="${cy - ry * 0.05}" rx="${rx * 0.12}" ry="${ry * 0.06}" fill="#222"/>
    <ellipse cx="${cx + rx * 0.38}" cy="${cy - ry * 0.05}" rx="${rx * 0.12}" ry="${ry * 0.06}" fill="#222"/>
    <path d="M${cx - rx * 0.3} ${cy + ry * 0.5} Q${cx} ${cy + ry * (0.55 + random.next() * 0.15)} ${cx + rx * 0.3} ${cy + ry * 0.5}" stroke="#6a2a2a" stroke-width="${rx * 0.06}" fill="none"/>
  </svg>`;
  return sharp(background)
    .composite([{ input: Buffer.from(figure) }])
    .blur(1)
    .jpeg({ quality: 90 })
    .toBuffer();
}

export type Copy = (image: Buffer) => Promise<Buffer>;

const sizeOf = async (image: Buffer) => {
  const { width, height } = await sharp(image).metadata();
  return { width: width!, height: height! };
};

export const reencoded =
  (quality: number): Copy =>
  (image) =>
    sharp(image).jpeg({ quality }).toBuffer();

export const resized =
  (factor: number): Copy =>
  async (image) =>
    sharp(image)
      .resize({ width: Math.round((await sizeOf(image)).width * factor) })
      .jpeg({ quality: 90 })
      .toBuffer();

/** Cuts the given fractions off the edges. */
export const cropped =
  (edges: { left?: number; top?: number; right?: number; bottom?: number }): Copy =>
  async (image) => {
    const { width, height } = await sizeOf(image);
    const [left, top] = [Math.round(width * (edges.left ?? 0)), Math.round(height * (edges.top ?? 0))];
    const [right, bottom] = [
      Math.round(width * (edges.right ?? 0)),
      Math.round(height * (edges.bottom ?? 0))
    ];
    return sharp(image)
      .extract({ left, top, width: width - left - right, height: height - top - bottom })
      .jpeg({ quality: 90 })
      .toBuffer();
  };

/** The copies, in order, applied one after the other. */
export const combined =
  (...copies: Copy[]): Copy =>
  async (image) => {
    let out = image;
    for (const copy of copies) out = await copy(out);
    return out;
  };
