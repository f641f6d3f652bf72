// Illustrated portraits for demo members, drawn as SVG at seed time: no downloads and no photos of real
// people. Every portrait carries a "DEMO" mark so nobody mistakes it for a member's photo.
import { type Random } from './random';

export interface PortraitTraits {
  gender: 'male' | 'female';
  skin: string;
  hair: string;
  hairStyle: 'long' | 'bun' | 'braid' | 'short' | 'wavy' | 'turban';
  turban: string;
  bindi: boolean;
  beard: 'none' | 'moustache' | 'beard';
  clothing: string;
  background: string;
}

const SKINS = ['#8d5524', '#a86b3c', '#c68642', '#d9a066', '#e0ac69', '#b07b4f', '#7a4a2a'];
const HAIRS = ['#1b1b1b', '#2b1d14', '#3b2a1e', '#231815'];
const CLOTHES = ['#b03a48', '#2f6690', '#3a7d44', '#7b2cbf', '#d17a22', '#1d3557', '#9d0208', '#006d77', '#c9184a'];
const BACKGROUNDS = ['#f1e3d3', '#dbe7e4', '#e8e1f0', '#f6e7c1', '#dde5f4', '#f3d9dc', '#e2ecd8'];
const TURBANS = ['#ff9f1c', '#1d3557', '#c1121f', '#f4d35e', '#2a9d8f'];

export function portraitTraits(random: Random, gender: 'male' | 'female', religion: string, state: string): PortraitTraits {
  const sikhMan = gender === 'male' && religion === 'Sikh';
  return {
    gender,
    skin: random.pick(SKINS),
    hair: random.pick(HAIRS),
    hairStyle: sikhMan ? 'turban' : gender === 'female' ? random.pick(['long', 'bun', 'braid'] as const) : random.pick(['short', 'wavy'] as const),
    turban: random.pick(TURBANS),
    bindi: gender === 'female' && religion === 'Hindu' && random.chance(state === 'Tamil Nadu' || state === 'Kerala' ? 0.8 : 0.5),
    beard: gender === 'male' ? (sikhMan ? 'beard' : random.pick(['none', 'none', 'moustache', 'beard'] as const)) : 'none',
    clothing: random.pick(CLOTHES),
    background: random.pick(BACKGROUNDS)
  };
}

/** A 400×500 SVG portrait. */
export function portraitSvg(t: PortraitTraits): string {
  const hairBack =
    t.hairStyle === 'long'
      ? `<path d="M118 190 Q110 360 150 420 L250 420 Q290 360 282 190 Z" fill="${t.hair}"/>`
      : t.hairStyle === 'braid'
        ? `<path d="M250 250 Q290 330 262 430 L244 430 Q266 330 236 260 Z" fill="${t.hair}"/>`
        : t.hairStyle === 'bun'
          ? `<circle cx="200" cy="112" r="40" fill="${t.hair}"/>`
          : '';
  const hairTop =
    t.hairStyle === 'turban'
      ? `<path d="M128 178 Q130 92 200 86 Q270 92 272 178 Q236 150 200 152 Q164 150 128 178 Z" fill="${t.turban}"/><path d="M140 168 Q200 120 262 166" stroke="#00000022" stroke-width="6" fill="none"/>`
      : t.hairStyle === 'short' || t.hairStyle === 'wavy'
        ? `<path d="M132 196 Q128 118 200 110 Q272 118 268 196 Q258 150 200 146 Q142 150 132 196 Z" fill="${t.hair}"/>`
        : `<path d="M128 210 Q124 116 200 108 Q276 116 272 210 Q262 150 200 144 Q138 150 128 210 Z" fill="${t.hair}"/>`;
  const beard =
    t.beard === 'beard'
      ? `<path d="M150 240 Q152 318 200 330 Q248 318 250 240 Q236 290 200 292 Q164 290 150 240 Z" fill="${t.hair}"/>`
      : t.beard === 'moustache'
        ? `<path d="M176 262 Q200 252 224 262 Q200 270 176 262 Z" fill="${t.hair}"/>`
        : '';
  const bindi = t.bindi ? `<circle cx="200" cy="196" r="5" fill="#c1121f"/>` : '';
  const neckline = t.gender === 'female' ? `<path d="M96 500 Q100 380 200 372 Q300 380 304 500 Z" fill="${t.clothing}"/><path d="M150 378 Q200 430 250 378" fill="${t.skin}"/>` : `<path d="M90 500 Q96 376 200 368 Q304 376 310 500 Z" fill="${t.clothing}"/><path d="M172 372 L200 420 L228 372 Z" fill="#f8f9fa"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">`,
    `<rect width="400" height="500" fill="${t.background}"/>`,
    hairBack,
    neckline,
    `<rect x="178" y="300" width="44" height="60" rx="16" fill="${t.skin}"/>`,
    `<ellipse cx="200" cy="222" rx="68" ry="86" fill="${t.skin}"/>`,
    `<ellipse cx="132" cy="228" rx="10" ry="16" fill="${t.skin}"/><ellipse cx="268" cy="228" rx="10" ry="16" fill="${t.skin}"/>`,
    hairTop,
    `<ellipse cx="176" cy="222" rx="8" ry="6" fill="#1b1b1b"/><ellipse cx="224" cy="222" rx="8" ry="6" fill="#1b1b1b"/>`,
    `<path d="M164 204 Q176 198 188 204 M212 204 Q224 198 236 204" stroke="${t.hair}" stroke-width="4" fill="none"/>`,
    `<path d="M200 232 Q194 252 204 256" stroke="#00000033" stroke-width="3" fill="none"/>`,
    beard,
    `<path d="M182 276 Q200 288 218 276" stroke="#7a2e2e" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    bindi,
    `<rect x="300" y="16" width="84" height="30" rx="6" fill="#00000099"/>`,
    `<text x="342" y="37" font-family="DejaVu Sans, sans-serif" font-size="16" font-weight="bold" fill="#ffffff" text-anchor="middle">DEMO</text>`,
    `</svg>`
  ].join('');
}
