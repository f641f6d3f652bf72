// Small SVG helpers shared by the parts of a demo portrait (portrait.ts): the frame, rounding, shapes and
// gradients.

/** The portrait's frame in pixels. */
export const WIDTH = 400;
export const HEIGHT = 500;

/** A coordinate rounded to one decimal, for short SVG. */
export const n = (value: number) => Math.round(value * 10) / 10;

export const circle = (x: number, y: number, r: number, fill: string, opacity = 1) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;

/** A radial gradient from `colour` at `opacity` in the middle to nothing at the edge. */
export const glow = (id: string, colour: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** The two ends of a gradient along `angle` degrees (0: left to right, 90: top to bottom). */
export function direction(angle: number): string {
  const [dx, dy] = [Math.cos((angle * Math.PI) / 180) / 2, Math.sin((angle * Math.PI) / 180) / 2];
  return `x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}"`;
}

/** A linear gradient from one colour to another along `angle` degrees. */
export const along = (id: string, angle: number, from: string, to: string) =>
  `<linearGradient id="${id}" ${direction(angle)}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
