// The person in a demo portrait, drawn around a face at 200,222 and then placed in the frame (offset,
// scale, a slight tilt): hair behind, neck, outfit, a braid or open hair in front, face, hair on top,
// features, and for some glasses or earrings.
import { outfitSvg, type OutfitTraits } from './portrait-outfit';
import { n } from './portrait-svg';

export const FEMALE_HAIR = ['long', 'swept', 'bun', 'braid', 'shoulder'] as const;
export const MALE_HAIR = ['short', 'wavy', 'parted'] as const;
export type HairStyle = (typeof FEMALE_HAIR)[number] | (typeof MALE_HAIR)[number] | 'turban';

export interface FigureTraits extends OutfitTraits {
  hair: string;
  hairStyle: HairStyle;
  /** 1 as drawn; more is fuller hair. */
  hairVolume: number;
  /** The side of the braid, the parting, the bun, a stole or pallu. */
  side: 'left' | 'right';
  flowers: boolean;
  /** A dupatta or the pallu over the head (in the accent colour). */
  covered: boolean;
  turban: string;
  bindi: boolean;
  beard: 'none' | 'moustache' | 'beard';
  glasses: boolean;
  earrings: boolean;
  /**
   * Offset of the figure from the frame's centre (pixels of 400×500), its scale and tilt (degrees), and how
   * far the shoulders are turned from under the head (pixels of the figure).
   */
  framing: { dx: number; dy: number; scale: number; tilt: number; turn: number };
}

function hairBehind(t: FigureTraits): string {
  const v = t.hairVolume;
  // The back of the head, showing at the temples around any hair style.
  const back =
    t.hairStyle === 'turban' ? '' : `<ellipse cx="200" cy="196" rx="70" ry="80" fill="${t.hair}"/>`;
  return t.covered ? back : back + hairStyleBehind(t, v);
}

function hairStyleBehind(t: FigureTraits, v: number): string {
  if (t.hairStyle === 'long')
    return `<path d="M${n(200 - 80 * v)} 180 Q${n(200 - 104 * v)} 330 ${n(200 - 98 * v)} 480 L${n(200 + 98 * v)} 480 Q${n(200 + 104 * v)} 330 ${n(200 + 80 * v)} 180 Z" fill="${t.hair}"/>`;
  if (t.hairStyle === 'shoulder' || t.hairStyle === 'swept')
    return `<path d="M${n(200 - 78 * v)} 190 Q${n(200 - 96 * v)} 300 ${n(200 - 84 * v)} 356 Q200 380 ${n(200 + 84 * v)} 356 Q${n(200 + 96 * v)} 300 ${n(200 + 78 * v)} 190 Z" fill="${t.hair}"/>`;
  if (t.hairStyle === 'bun') {
    const x = t.side === 'left' ? 176 : 224;
    const flowers = t.flowers
      ? Array.from(
          { length: 7 },
          (_, i) =>
            `<circle cx="${n(x - 40 + i * 13)}" cy="${n(120 - Math.sin((i / 6) * Math.PI) * 26)}" r="6" fill="#fffdf5"/>`
        ).join('')
      : '';
    return `<circle cx="${x}" cy="112" r="${n(38 * v)}" fill="${t.hair}"/>${flowers}`;
  }
  return '';
}

/** Open hair falling over the shoulders or swept over one, or a braid brought forward over one. */
function hairInFront(t: FigureTraits): string {
  if (t.covered) return '';
  if (t.hairStyle === 'swept') {
    const [s, v] = [t.side === 'left' ? -1 : 1, t.hairVolume];
    return `<path d="M${200 + s * 50} 170 Q${n(200 + s * 112 * v)} 260 ${n(200 + s * 100 * v)} ${n(500 + 40 * v)} Q${200 + s * 64} 540 ${200 + s * 36} ${n(500 + 20 * v)} Q${200 + s * 76} 380 ${200 + s * 60} 250 Z" fill="${t.hair}"/>`;
  }
  if (t.hairStyle === 'long') {
    const v = t.hairVolume;
    const lock = (s: number) =>
      `<path d="M${200 + s * 66} 200 Q${n(200 + s * 100 * v)} 300 ${n(200 + s * 96 * v)} ${n(470 + 40 * v)} Q${200 + s * 74} ${n(480 + 30 * v)} ${200 + s * 58} ${n(450 + 20 * v)} Q${200 + s * 70} 330 ${200 + s * 60} 250 Z" fill="${t.hair}"/>`;
    return lock(-1) + lock(1);
  }
  if (t.hairStyle === 'braid') {
    const s = t.side === 'left' ? -1 : 1;
    const plaits = Array.from(
      { length: 8 },
      (_, i) =>
        `<ellipse cx="${200 + s * (70 - i * 2)}" cy="${300 + i * 30}" rx="${15 - i * 0.6}" ry="20" fill="${t.hair}" stroke="#00000040" stroke-width="2"/>`
    );
    return `<path d="M${200 + s * 60} 240 Q${200 + s * 80} 270 ${200 + s * 72} 300" stroke="${t.hair}" stroke-width="22" fill="none"/>${plaits.join('')}`;
  }
  return '';
}

function hairOnTop(t: FigureTraits): string {
  const v = t.hairVolume;
  if (t.hairStyle === 'turban')
    return `<path d="M126 184 Q116 96 200 70 Q284 96 274 184 Q238 150 200 154 Q162 150 126 184 Z" fill="${t.turban}"/><path d="M134 168 Q170 100 250 92 M140 178 Q190 124 268 132 M150 160 Q210 150 270 166" stroke="#00000026" stroke-width="6" fill="none"/>`;
  if (t.hairStyle === 'short')
    return `<path d="M132 196 Q${n(128 - 6 * v)} ${n(126 - 14 * v)} 200 ${n(116 - 14 * v)} Q${n(272 + 6 * v)} ${n(126 - 14 * v)} 268 196 Q258 150 200 146 Q142 150 132 196 Z" fill="${t.hair}"/>`;
  if (t.hairStyle === 'wavy')
    return `<path d="M130 200 Q${n(116 - 10 * v)} ${n(120 - 16 * v)} 170 ${n(108 - 16 * v)} Q200 ${n(92 - 16 * v)} 232 ${n(106 - 16 * v)} Q${n(284 + 10 * v)} ${n(118 - 16 * v)} 270 200 Q262 150 230 150 Q214 160 200 150 Q186 160 170 150 Q138 150 130 200 Z" fill="${t.hair}"/>`;
  if (t.hairStyle === 'parted') {
    const s = t.side === 'left' ? -1 : 1;
    const fringe = `<path d="M${200 + s * 34} ${n(112 - 12 * v)} Q${200 - s * 40} ${n(118 - 10 * v)} ${200 - s * 70} 184 Q${200 - s * 46} 150 ${200 + s * 24} 148 Z" fill="${t.hair}"/>`;
    return `<path d="M132 196 Q${n(126 - 8 * v)} ${n(124 - 14 * v)} 200 ${n(114 - 14 * v)} Q${n(274 + 8 * v)} ${n(124 - 14 * v)} 268 196 Q258 150 200 146 Q142 150 132 196 Z" fill="${t.hair}"/>${fringe}`;
  }
  const part = t.side === 'left' ? 184 : 216;
  return `<path d="M128 210 Q124 116 200 108 Q276 116 272 210 Q262 150 ${part} 142 Q${part - 4} 150 200 146 Q138 150 128 210 Z" fill="${t.hair}"/>`;
}

/** A dupatta or pallu drawn over the head, framing the face, falling to the shoulders. */
const VEIL_EDGE =
  'M150 900 C148 640 146 520 142 430 C146 330 132 250 138 196 C146 156 170 136 200 134 C230 136 254 156 262 196 C268 250 254 330 258 430 C254 520 252 640 250 900';
const veil = (colour: string) =>
  `<path fill-rule="evenodd" d="M60 900 C70 640 92 330 124 168 C140 110 168 88 200 86 C232 88 260 110 276 168 C308 330 330 640 340 900 Z ${VEIL_EDGE} Z" fill="${colour}"/>` +
  `<path d="${VEIL_EDGE}" stroke="#d4a017" stroke-width="5" fill="none"/>`;

function features(t: FigureTraits): string {
  const beard =
    t.beard === 'beard'
      ? `<path d="M150 240 Q152 318 200 330 Q248 318 250 240 Q236 290 200 292 Q164 290 150 240 Z" fill="${t.hair}"/>`
      : t.beard === 'moustache'
        ? `<path d="M176 262 Q200 252 224 262 Q200 270 176 262 Z" fill="${t.hair}"/>`
        : '';
  return [
    `<ellipse cx="176" cy="222" rx="8" ry="6" fill="#1b1b1b"/><ellipse cx="224" cy="222" rx="8" ry="6" fill="#1b1b1b"/>`,
    `<path d="M164 204 Q176 198 188 204 M212 204 Q224 198 236 204" stroke="${t.hair}" stroke-width="4" fill="none"/>`,
    `<path d="M200 232 Q194 252 204 256" stroke="#00000033" stroke-width="3" fill="none"/>`,
    beard,
    `<path d="M182 276 Q200 288 218 276" stroke="#7a2e2e" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    t.bindi ? `<circle cx="200" cy="196" r="5" fill="#c1121f"/>` : '',
    t.glasses
      ? `<g stroke="#2b2b2b" stroke-width="3" fill="#ffffff" fill-opacity="0.15"><rect x="156" y="208" width="40" height="28" rx="10"/><rect x="204" y="208" width="40" height="28" rx="10"/><path d="M196 220 H204" fill="none"/></g>`
      : '',
    t.earrings && !t.covered
      ? `<g fill="#d4a017"><circle cx="132" cy="248" r="4"/><path d="M124 264 Q132 250 140 264 Z"/><circle cx="268" cy="248" r="4"/><path d="M260 264 Q268 250 276 264 Z"/></g>`
      : ''
  ].join('');
}

/** The figure as SVG, placed in the 400×500 frame. */
export function figureSvg(t: FigureTraits): string {
  const { dx, dy, scale, tilt, turn } = t.framing;
  return [
    `<g transform="translate(${n(200 + dx)} ${n(300 + dy)}) rotate(${n(tilt)}) scale(${n(scale * 100) / 100}) translate(-200 -300)">`,
    hairBehind(t),
    `<path d="M174 290 H226 L${226 + turn} 380 H${174 + turn} Z" fill="${t.skin}"/>`,
    `<g transform="translate(${turn} -10)">${outfitSvg(t)}</g>`,
    hairInFront(t),
    `<ellipse cx="200" cy="222" rx="68" ry="86" fill="${t.skin}"/>`,
    `<ellipse cx="132" cy="228" rx="10" ry="16" fill="${t.skin}"/><ellipse cx="268" cy="228" rx="10" ry="16" fill="${t.skin}"/>`,
    hairOnTop(t),
    t.covered ? veil(t.accent) : '',
    features(t),
    `</g>`
  ].join('');
}
