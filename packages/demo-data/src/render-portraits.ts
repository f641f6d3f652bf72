import sharp from 'sharp';
import { portraitSvg, type PortraitTraits } from './portrait';

/** The sizes svc-profile serves (its IMAGE_VARIANTS): the seed stores portraits exactly like uploads. */
export const VARIANTS = {
  thumbnail: { width: 160, height: 160, fit: 'cover' },
  card: { width: 600, height: 800, fit: 'inside' },
  full: { width: 1600, height: 1600, fit: 'inside' }
} as const;
export type Variant = keyof typeof VARIANTS;

export interface RenderedPortrait {
  variants: Record<Variant, { data: Buffer; width: number; height: number }>;
}

/** One portrait as the three WebP variants. */
export async function renderPortrait(traits: PortraitTraits): Promise<RenderedPortrait> {
  const svg = Buffer.from(portraitSvg(traits));
  const entries = await Promise.all(
    (Object.keys(VARIANTS) as Variant[]).map(async (variant) => {
      const { width, height, fit } = VARIANTS[variant];
      const { data, info } = await sharp(svg, { density: 96 })
        .resize({ width, height, fit, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return [variant, { data, width: info.width, height: info.height }] as const;
    })
  );
  return { variants: Object.fromEntries(entries) as RenderedPortrait['variants'] };
}

/** A JPEG of the portrait, for uploading through the API like a member would. */
export function portraitJpeg(traits: PortraitTraits): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(traits)))
    .jpeg({ quality: 85 })
    .toBuffer();
}
