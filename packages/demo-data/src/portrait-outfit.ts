// What a demo portrait wears, drawn from the shoulders down past the frame (a half-body portrait shows
// more of it): a saree with its pallu, a kameez with a dupatta or a kurti; a shirt, a kurta, a jacket over
// one or a kurta with a stole (angavastram) over a shoulder. Light or dark, plain or patterned, so the lower half of the picture differs between portraits too.

export const FEMALE_OUTFITS = ['saree', 'salwar', 'kurti'] as const;
export const MALE_OUTFITS = ['shirt', 'kurta', 'jacket', 'stole'] as const;
export type Outfit = (typeof FEMALE_OUTFITS)[number] | (typeof MALE_OUTFITS)[number];
export const PATTERNS = ['plain', 'stripes', 'checks', 'dots'] as const;
export type Pattern = (typeof PATTERNS)[number];

export interface OutfitTraits {
  gender: 'male' | 'female';
  skin: string;
  outfit: Outfit;
  /** The main cloth. */
  clothing: string;
  /** Pallu, dupatta, jacket, print and trim. */
  accent: string;
  pattern: Pattern;
  /** The shoulder a pallu or stole goes over. */
  side: 'left' | 'right';
}

const GOLD = '#d4a017';
/** An angavastram: off-white with a gold border. */
const STOLE = '#f3ead8';

/** Shoulders and body in the figure's own coordinates (face at 200,222), down past any framing's bottom edge. */
export const bodyPath = (gender: 'male' | 'female') =>
  gender === 'female'
    ? 'M200 364 C262 366 314 380 330 430 C336 520 338 700 340 900 L60 900 C62 700 64 520 70 430 C86 380 138 366 200 364 Z'
    : 'M200 360 C270 362 330 376 346 432 C352 520 354 700 356 900 L44 900 C46 700 48 520 54 432 C70 376 130 362 200 360 Z';

function patternDefs(pattern: Pattern, colour: string): string {
  if (pattern === 'stripes')
    return `<pattern id="f-print" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="7" height="24" fill="${colour}" fill-opacity="0.55"/></pattern>`;
  if (pattern === 'checks')
    return `<pattern id="f-print" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M0 4 H30 M4 0 V30" stroke="${colour}" stroke-opacity="0.5" stroke-width="6"/></pattern>`;
  if (pattern === 'dots')
    return `<pattern id="f-print" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="4" fill="${colour}"/><circle cx="24" cy="24" r="4" fill="${colour}"/></pattern>`;
  return '';
}

function femaleOutfit(t: OutfitTraits): string {
  if (t.outfit === 'saree')
    return [
      `<path d="M160 366 Q198 424 236 368 Z" fill="${t.skin}"/>`,
      `<g${t.side === 'left' ? ' transform="translate(400 0) scale(-1 1)"' : ''}>`,
      `<path d="M228 366 C276 368 316 384 332 430 L344 640 L150 900 L40 900 L40 740 Z" fill="${t.accent}"/>`,
      `<path d="M228 366 L40 740 M344 640 L150 900" stroke="${GOLD}" stroke-width="14"/>`,
      `<path d="M262 400 L90 760 M296 420 L120 790" stroke="#00000022" stroke-width="4"/>`,
      `</g>`
    ].join('');
  if (t.outfit === 'salwar')
    return [
      `<path d="M164 366 Q200 420 236 366 Z" fill="${t.skin}"/>`,
      `<path d="M160 368 C120 376 84 396 70 440 L74 900 H148 C144 700 146 520 178 372 Z M240 368 C280 376 316 396 330 440 L326 900 H252 C256 700 254 520 222 372 Z" fill="${t.accent}"/>`,
      `<path d="M178 372 C146 520 144 700 148 900 M222 372 C254 520 256 700 252 900" stroke="${GOLD}" stroke-width="8" fill="none"/>`
    ].join('');
  return [
    `<path d="M158 368 Q200 428 242 368 Z" fill="${t.skin}"/>`,
    `<path d="M152 370 Q200 440 248 370" stroke="${t.accent}" stroke-width="16" fill="none"/>`,
    `<path d="M152 370 Q200 440 248 370" stroke="${GOLD}" stroke-width="4" stroke-dasharray="6 6" fill="none"/>`
  ].join('');
}

function maleOutfit(t: OutfitTraits): string {
  const buttons = (x: number, ys: number[], fill = '#f1f1f1') =>
    ys.map((y) => `<circle cx="${x}" cy="${y}" r="4" fill="${fill}"/>`).join('');
  if (t.outfit === 'shirt')
    return [
      `<path d="M176 362 L200 402 L224 362 Z" fill="${t.skin}"/>`,
      `<path d="M200 402 V900" stroke="#00000033" stroke-width="3"/>`,
      buttons(200, [440, 500, 560, 620]),
      `<path d="M172 356 L200 402 L178 418 L154 372 Z M228 356 L200 402 L222 418 L246 372 Z" fill="${t.clothing}" stroke="#00000040" stroke-width="2"/>`
    ].join('');
  if (t.outfit === 'stole')
    return [
      `<path d="M176 352 H224 V372 H176 Z" fill="${t.clothing}" stroke="#00000033" stroke-width="3"/>`,
      `<g${t.side === 'left' ? ' transform="translate(400 0) scale(-1 1)"' : ''}>`,
      `<path d="M226 362 C272 364 312 372 332 400 L312 900 H232 C240 700 246 520 226 362 Z" fill="${STOLE}"/>`,
      `<path d="M226 362 C246 520 240 700 232 900 M332 400 L312 900" stroke="${GOLD}" stroke-width="8" fill="none"/>`,
      `</g>`
    ].join('');
  if (t.outfit === 'kurta')
    return [
      `<path d="M176 352 H224 V372 H176 Z" fill="${t.clothing}" stroke="${t.accent}" stroke-width="4"/>`,
      `<path d="M200 372 V520" stroke="${t.accent}" stroke-width="10"/>`,
      buttons(200, [400, 440, 480], GOLD)
    ].join('');
  return [
    `<path d="M176 352 H224 V372 H176 Z" fill="${t.clothing}" stroke="#00000033" stroke-width="3"/>`,
    `<path d="M40 900 L54 432 C70 376 130 362 178 364 L197 540 V900 Z M360 900 L346 432 C330 376 270 362 222 364 L203 540 V900 Z" fill="${t.accent}"/>`,
    `<path d="M197 540 L178 364 M203 540 L222 364" stroke="#00000040" stroke-width="3"/>`,
    buttons(206, [570, 630, 690], '#00000066'),
    `<path d="M262 480 h40 l-6 16 h-28 Z" fill="${GOLD}" fill-opacity="0.8"/>`
  ].join('');
}

/** The outfit, clipped to the body; `defs` holds its pattern (ids start with "f-"). */
export function outfitSvg(t: OutfitTraits): string {
  const body = bodyPath(t.gender);
  const print = t.pattern === 'plain' ? '' : `<path d="${body}" fill="url(#f-print)"/>`;
  const arms =
    t.gender === 'female'
      ? '<path d="M106 490 C102 600 102 760 104 900 M294 490 C298 600 298 760 296 900" stroke="#00000026" stroke-width="4" fill="none"/>'
      : '<path d="M96 490 C92 600 92 760 94 900 M304 490 C308 600 308 760 306 900" stroke="#00000026" stroke-width="4" fill="none"/>';
  return [
    `<defs>${patternDefs(t.pattern, t.accent)}<clipPath id="f-body"><path d="${body}"/></clipPath></defs>`,
    `<g clip-path="url(#f-body)">`,
    `<path d="${body}" fill="${t.clothing}"/>`,
    print,
    arms,
    t.gender === 'female' ? femaleOutfit(t) : maleOutfit(t),
    `</g>`
  ].join('');
}
