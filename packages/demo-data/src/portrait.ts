// Illustrated portraits for demo members, drawn as SVG at seed time: no downloads and no photos of real
// people. Every portrait carries a "DEMO" mark so nobody mistakes it for a member's photo.
//
// Each is its own picture, not one drawing in different paint: svc-profile fingerprints every photo to flag
// a copy of another member's, and the fingerprint sees the greyscale layout on a coarse grid. So the scene
// behind (portrait-scene.ts), where the figure stands and how large (head and shoulders to half-body), the
// outfit (light or dark, patterned; portrait-outfit.ts), the hair and the light all vary.
import { seededRandom, type Random } from './random';
import { FEMALE_HAIR, figureSvg, MALE_HAIR, type FigureTraits } from './portrait-figure';
import { FEMALE_OUTFITS, MALE_OUTFITS, PATTERNS } from './portrait-outfit';
import { SCENE_KINDS, sceneSvg, type SceneKind } from './portrait-scene';
import { direction, HEIGHT, WIDTH } from './portrait-svg';

export interface PortraitTraits extends FigureTraits {
  scene: { kind: SceneKind; seed: number };
  /** Where the light comes from (degrees; 0 from the left, 90 from above). */
  light: number;
}

const SKINS = ['#8d5524', '#a86b3c', '#c68642', '#d9a066', '#e0ac69', '#b07b4f', '#7a4a2a'];
const HAIRS = ['#1b1b1b', '#2b1d14', '#3b2a1e', '#231815'];
/** Light, middle and dark cloth, so that outfits differ in grey too. */
const CLOTHES = [
  '#f4ecdc',
  '#f7d6e0',
  '#cfe3f3',
  '#f6e27f',
  '#b03a48',
  '#2f6690',
  '#3a7d44',
  '#7b2cbf',
  '#d17a22',
  '#c9184a',
  '#006d77',
  '#1d3557',
  '#6a040f',
  '#283618',
  '#2b2d42'
];
const LIGHT_CLOTHES = new Set(CLOTHES.slice(0, 4));
const LIGHT_ACCENTS = ['#fdf0d5', '#ffd6a5', '#e9c46a', '#caf0f8', '#ffffff'];
const DARK_ACCENTS = ['#9d0208', '#1d3557', '#3c096c', '#264653', '#7f4f24', '#c1121f'];
const TURBANS = ['#ff9f1c', '#1d3557', '#c1121f', '#f4d35e', '#2a9d8f'];

/** The framing: head and shoulders close up, a little further, or half-body; offset to a side and up or down. */
function framing(own: Random): FigureTraits['framing'] {
  const crop = own.pick(['close', 'medium', 'half'] as const);
  const [scale, dy] =
    crop === 'close'
      ? [1.02 + own.next() * 0.16, own.int(0, 35)]
      : crop === 'medium'
        ? [0.88 + own.next() * 0.12, own.int(-25, 15)]
        : [0.68 + own.next() * 0.12, own.int(-70, -35)];
  return {
    dx: own.int(-70, 70),
    dy,
    scale: Math.round(scale * 100) / 100,
    tilt: own.int(-5, 5),
    turn: own.int(-30, 30)
  };
}

export function portraitTraits(
  random: Random,
  gender: 'male' | 'female',
  religion: string,
  state: string
): PortraitTraits {
  const sikhMan = gender === 'male' && religion === 'Sikh';
  const skin = random.pick(SKINS);
  const hair = random.pick(HAIRS);
  const hairStyle = sikhMan
    ? 'turban'
    : gender === 'female'
      ? random.pick(FEMALE_HAIR)
      : random.pick(MALE_HAIR);
  const turban = random.pick(TURBANS);
  const bindi =
    gender === 'female' &&
    religion === 'Hindu' &&
    random.chance(state === 'Tamil Nadu' || state === 'Kerala' ? 0.8 : 0.5);
  const beard =
    gender === 'male'
      ? sikhMan
        ? 'beard'
        : random.pick(['none', 'none', 'moustache', 'beard'] as const)
      : 'none';
  const clothing = random.pick(CLOTHES);
  // The drawing's own seed is one draw, where a background colour used to be drawn: the members generated
  // after this one (names, ages, everything) stayed the same.
  const own = seededRandom(Math.floor(random.next() * 2 ** 32));
  return {
    gender,
    skin,
    hair,
    hairStyle,
    hairVolume: Math.round((0.95 + own.next() * 0.3) * 100) / 100,
    side: own.chance(0.5) ? 'left' : 'right',
    flowers: gender === 'female' && own.chance(0.5),
    covered:
      gender === 'female' && own.chance(religion === 'Muslim' ? 0.5 : religion === 'Sikh' ? 0.35 : 0.08),
    turban,
    bindi,
    beard,
    glasses: own.chance(0.2),
    earrings: gender === 'female' && own.chance(0.6),
    outfit: own.pick(gender === 'female' ? FEMALE_OUTFITS : MALE_OUTFITS),
    clothing,
    accent: own.pick(LIGHT_CLOTHES.has(clothing) ? DARK_ACCENTS : LIGHT_ACCENTS),
    pattern: own.pick(PATTERNS),
    framing: framing(own),
    scene: { kind: own.pick(SCENE_KINDS), seed: Math.floor(own.next() * 2 ** 32) },
    light: own.int(0, 359)
  };
}

/** A 400×500 SVG portrait. */
export function portraitSvg(t: PortraitTraits): string {
  const light = `<linearGradient id="p-light" ${direction(t.light)}><stop offset="0" stop-color="#fff8e7" stop-opacity="0.25"/><stop offset="0.5" stop-color="#808080" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></linearGradient>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs>${light}</defs>`,
    sceneSvg(t.scene.kind, t.scene.seed),
    figureSvg(t),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#p-light)"/>`,
    `<rect x="300" y="16" width="84" height="30" rx="6" fill="#00000099"/>`,
    `<text x="342" y="37" font-family="DejaVu Sans, sans-serif" font-size="16" font-weight="bold" fill="#ffffff" text-anchor="middle">DEMO</text>`,
    `</svg>`
  ].join('');
}
