// The scene behind a demo portrait: a room with a window, a wall lit by a lamp, a garden, an open sky, an
// arch, a studio backdrop. Its large light and dark areas sit at places drawn from the scene's own seed, so
// two portraits differ all over the frame (what svc-profile's photo fingerprint looks at), not only in paint.
import { seededRandom, type Random } from './random';
import { along, circle, glow, HEIGHT, n, WIDTH } from './portrait-svg';

export const SCENE_KINDS = ['window', 'lamp', 'garden', 'sky', 'arch', 'studio'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

const LIGHT_WALLS = ['#efe4d2', '#e6d5c3', '#dfe7e2', '#e9dfef', '#f2e2c4', '#d8e2ee', '#f1d6d0'];
const DARK_WALLS = ['#7a6150', '#4f5d6e', '#66506b', '#4b5e52', '#7a4e3f', '#3f4a5e', '#5c4b3b'];
const GLASS = ['#d7ecf7', '#fbe3b8', '#cfe3f0', '#f8d3b0', '#e3f1f9'];
const CURTAINS = ['#b03a48', '#e09f3e', '#2f6690', '#6a994e', '#9d4edd', '#7f4f24'];
const GREENS = ['#2d6a4f', '#40916c', '#52796f', '#1b4332', '#74a57f', '#588157', '#3a5a40'];
const FLOWERS = ['#ff8fab', '#ffd166', '#ffffff', '#f4845f', '#c77dff'];
const SKIES: [string, string][] = [
  ['#8ec5e8', '#e8f4fb'],
  ['#a9d6f5', '#fdf1d6'],
  ['#f6bd60', '#f7ede2'],
  ['#7fa7d9', '#f5cac3'],
  ['#b8e0f6', '#ffffff']
];
const HILLS = ['#6c7a89', '#8d99ae', '#52606d', '#7d8f69', '#9a8c98'];
const STONE = ['#e8c39e', '#f1ece1', '#7fa7c9', '#e7a1a4', '#d9b48f', '#c8d5b9'];
const BOKEH = ['#ffffff', '#ffe8a3', '#ffd6e0', '#cde7ff', '#e0ffd6'];

/** Past the frame's edges, so the blur does not fade them. */
const BLEED = 'x="-20" y="-20" width="440" height="540"';

/** Somewhere in the outer part of the frame, left or right, where the figure does not cover it. */
const aside = (random: Random, margin: number) =>
  random.chance(0.5) ? random.int(-margin, 110) : WIDTH - random.int(-margin, 110);

function windowScene(random: Random): string {
  const wall = random.pick(LIGHT_WALLS);
  const [w, h] = [random.int(130, 210), random.int(200, 320)];
  const x = random.int(-80, WIDTH - w + 80);
  const left = x + w / 2 < WIDTH / 2;
  const y = random.int(-60, 110);
  const curtainX = left ? x + w - 10 : x - 50;
  const bars = `<path d="M${x + w / 2} ${y} V${y + h} M${x} ${y + h * 0.45} H${x + w}" stroke="${wall}" stroke-width="12"/>`;
  return [
    `<defs>${along('s-wall', left ? 0 : 180, '#ffffff', '#6b5e55')}${glow('s-sun', '#fff6de', 0.9)}</defs>`,
    `<rect ${BLEED} fill="${wall}"/>`,
    `<rect ${BLEED} fill="url(#s-wall)" opacity="0.45"/>`,
    `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" fill="#fbf7f0"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${random.pick(GLASS)}"/>`,
    random.chance(0.6)
      ? circle(x + random.int(20, w - 20), y + random.int(20, h - 20), random.int(60, 110), '#2d6a4f', 0.55)
      : '',
    bars,
    `<path d="M${curtainX} ${y - 20} h60 q-14 ${h * 0.6} 6 ${h + 60} h-60 q-12 -${h * 0.5} -6 -${h + 60} Z" fill="${random.pick(CURTAINS)}"/>`,
    `<rect x="${x - 24}" y="${y + h + 10}" width="${w + 48}" height="14" fill="#d8cbbb"/>`,
    `<ellipse cx="${x + w / 2}" cy="${y + h + 160}" rx="${w}" ry="180" fill="url(#s-sun)"/>`
  ].join('');
}

function lampScene(random: Random): string {
  const [lx, ly] = [aside(random, 10), random.int(80, 300)];
  const [px, py] = [lx < WIDTH / 2 ? random.int(250, 330) : random.int(10, 80), random.int(30, 200)];
  return [
    `<defs>${glow('s-glow', '#ffe2a8', 0.95)}</defs>`,
    `<rect ${BLEED} fill="${random.pick(DARK_WALLS)}"/>`,
    circle(lx, ly + 30, random.int(170, 240), 'url(#s-glow)'),
    `<rect x="${px}" y="${py}" width="96" height="120" fill="#3b2a1e"/><rect x="${px + 10}" y="${py + 10}" width="76" height="100" fill="${random.pick(LIGHT_WALLS)}"/>`,
    `<path d="M${px + 14} ${py + 100} L${px + 44} ${py + 50} L${px + 62} ${py + 80} L${px + 82} ${py + 60} V${py + 106} H${px + 14} Z" fill="${random.pick(GREENS)}"/>`,
    `<path d="M${lx - 40} ${ly} L${lx + 40} ${ly} L${lx + 26} ${ly - 50} L${lx - 26} ${ly - 50} Z" fill="#f6e7c8"/>`,
    `<rect x="${lx - 4}" y="${ly}" width="8" height="${HEIGHT}" fill="#2b2118"/>`,
    `<rect x="-20" y="${random.int(380, 460)}" width="440" height="${HEIGHT}" fill="#00000040"/>`
  ].join('');
}

function gardenScene(random: Random): string {
  const horizon = random.int(170, 330);
  const far = Array.from({ length: random.int(5, 8) }, () =>
    circle(random.int(-30, WIDTH + 30), horizon - random.int(0, 40), random.int(50, 100), random.pick(GREENS))
  );
  const near = Array.from({ length: random.int(2, 3) }, () =>
    circle(aside(random, 60), random.int(60, HEIGHT), random.int(80, 150), random.pick(GREENS))
  );
  const flowers = Array.from({ length: random.int(10, 18) }, () =>
    circle(
      random.int(0, WIDTH),
      random.int(horizon - 60, HEIGHT),
      random.int(5, 10),
      random.pick(FLOWERS),
      0.9
    )
  );
  const [sky, haze] = random.pick(SKIES);
  return [
    `<defs>${along('s-sky', 90, sky, haze)}</defs>`,
    `<rect ${BLEED} fill="url(#s-sky)"/>`,
    ...far,
    `<rect x="-20" y="${horizon + 40}" width="440" height="${HEIGHT}" fill="#95b46a"/>`,
    ...near,
    ...flowers
  ].join('');
}

function skyScene(random: Random): string {
  const [sky, haze] = random.pick(SKIES);
  const [sx, sy] = [random.int(0, WIDTH), random.int(20, 260)];
  const clouds = Array.from({ length: random.int(2, 4) }, () => {
    const [cx, cy, r] = [random.int(0, WIDTH), random.int(20, 260), random.int(30, 60)];
    return `<g fill="#ffffff" fill-opacity="0.85">${circle(cx, cy, r, '#ffffff')}${circle(cx + r, cy + 10, r * 0.8, '#ffffff')}${circle(cx - r, cy + 12, r * 0.7, '#ffffff')}</g>`;
  });
  const ridge = (base: number, step: number, colour: string) => {
    const points = Array.from(
      { length: Math.ceil(WIDTH / step) + 2 },
      (_, i) => `${i * step - 20},${base - random.int(0, 70)}`
    );
    return `<polygon points="-20,${HEIGHT + 20} ${points.join(' ')} ${WIDTH + step * 2},${HEIGHT + 20}" fill="${colour}"/>`;
  };
  const hills = random.int(230, 380);
  return [
    `<defs>${along('s-sky', random.int(60, 120), sky, haze)}${glow('s-sun', '#fff3c4', 1)}</defs>`,
    `<rect ${BLEED} fill="url(#s-sky)"/>`,
    circle(sx, sy, random.int(110, 170), 'url(#s-sun)'),
    ...clouds,
    ridge(hills, random.int(50, 90), random.pick(HILLS)),
    ridge(hills + random.int(40, 90), random.int(40, 80), '#4a5759'),
    `<rect x="-20" y="${hills + random.int(70, 130)}" width="440" height="${HEIGHT}" fill="${random.pick(['#c97b63', '#e9dcc9', '#b5838d'])}"/>`
  ].join('');
}

function archScene(random: Random): string {
  const stone = random.pick(STONE);
  const [ax, aw, top] = [random.int(0, WIDTH), random.int(140, 220), random.int(20, 150)];
  const arch = (x: number, w: number, y: number) =>
    `M${x - w / 2} ${HEIGHT + 20} V${y + w / 2} Q${x - w / 2} ${y} ${x} ${y - w / 6} Q${x + w / 2} ${y} ${x + w / 2} ${y + w / 2} V${HEIGHT + 20} Z`;
  const inside = random.chance(0.5) ? '#3b2f2f' : random.pick(GLASS);
  const nicheX = ax < WIDTH / 2 ? random.int(300, 380) : random.int(20, 100);
  return [
    `<defs>${along('s-shade', random.int(0, 359), '#ffffff', '#000000')}</defs>`,
    `<rect ${BLEED} fill="${stone}"/>`,
    `<rect ${BLEED} fill="url(#s-shade)" opacity="0.25"/>`,
    `<path d="${arch(ax, aw + 40, top - 20)}" fill="#00000026"/>`,
    `<path d="${arch(ax, aw, top)}" fill="${inside}"/>`,
    inside === '#3b2f2f' ? '' : circle(ax + random.int(-40, 40), top + aw, aw / 2, random.pick(GREENS)),
    `<path d="${arch(nicheX, 70, random.int(60, 260))}" fill="#00000033"/>`
  ].join('');
}

function studioScene(random: Random): string {
  const [from, to] = random.chance(0.5)
    ? [random.pick(LIGHT_WALLS), random.pick(DARK_WALLS)]
    : [random.pick(DARK_WALLS), random.pick(LIGHT_WALLS)];
  const bokeh = Array.from({ length: random.int(4, 7) }, () =>
    circle(
      random.int(0, WIDTH),
      random.int(0, HEIGHT),
      random.int(30, 90),
      random.pick(BOKEH),
      n(0.25 + random.next() * 0.35)
    )
  );
  return [
    `<defs>${along('s-backdrop', random.int(0, 359), from, to)}</defs>`,
    `<rect ${BLEED} fill="url(#s-backdrop)"/>`,
    ...bokeh
  ].join('');
}

const SCENES: Record<SceneKind, (random: Random) => string> = {
  window: windowScene,
  lamp: lampScene,
  garden: gardenScene,
  sky: skyScene,
  arch: archScene,
  studio: studioScene
};

const [COLS, ROWS] = [4, 5];
const LIGHTS = ['#fffaf0', '#fff3c4', '#ffffff', '#ffe8d6'];
const SHADES = ['#1b4332', '#264653', '#3c2a4d', '#2b2d42', '#3d405b'];

/**
 * Uneven light over the scene: on a 4×5 grid, each part a little lit, shaded or left alone, with soft edges.
 * It makes the coarse light and dark areas differ from one portrait to the next all over the frame (they
 * are what svc-profile's fingerprint compares), and is smooth enough that a cropped copy keeps them.
 */
function lightAndShade(random: Random): string {
  const defs = `<defs>${glow('s-pool-light', random.pick(LIGHTS), 0.85)}${glow('s-pool-shade', random.pick(SHADES), 0.6)}</defs>`;
  const pools: string[] = [];
  for (let row = 0; row < ROWS; row += 1)
    for (let col = 0; col < COLS; col += 1) {
      const kind = random.weighted([
        ['light', 4],
        ['shade', 4],
        ['none', 2]
      ] as const);
      const [x, y] = [
        (col + 0.2 + random.next() * 0.6) * (WIDTH / COLS),
        (row + 0.2 + random.next() * 0.6) * (HEIGHT / ROWS)
      ];
      const r = random.int(55, 95);
      if (kind !== 'none') pools.push(circle(x, y, r, `url(#s-pool-${kind})`));
    }
  return defs + pools.join('');
}

/** The scene as SVG elements over the whole 400×500 frame, softened like a background out of focus. */
export function sceneSvg(kind: SceneKind, seed: number): string {
  const random = seededRandom(seed);
  return `<filter id="s-soft"><feGaussianBlur stdDeviation="3"/></filter><g filter="url(#s-soft)">${SCENES[kind](random)}${lightAndShade(random)}</g>`;
}
