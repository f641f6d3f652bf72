// Resolved by rspack into an emitted, hashed asset (fonts ship with the build, no CDN).
// Only the Latin subset: other characters (₹, Devanagari) fall back to the system font.
/** The Inter variable font file (Latin subset). In the Node prerender build its path is the site path under file:///. */
export const interLatinFont = new URL(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  import.meta.url
);

/**
 * The @font-face rules for Inter with its file at `src`, and 'Inter Fallback': a local Arial-metric font
 * resized to Inter's metrics, so text does not move when Inter arrives (font-display: swap, no layout shift).
 * 108.5% (not the 107.4% average-width figure) was measured on the landing page: the bold hero headline then
 * wraps into the same lines as in Inter, so nothing above the fold moves.
 */
export function fontFaceRule(src: string): string {
  return `
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica');
  size-adjust: 108.5%;
  ascent-override: 89.3%;
  descent-override: 22.25%;
  line-gap-override: 0%;
}
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${src}) format('woff2-variations');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}`;
}

/**
 * The @font-face rule, or nothing when server-rendered in Node (there the URL is a file path,
 * useless to a browser; the prerender puts `fontFaceRule` with the site path in the page head).
 */
export function fontFaceCss(fontUrl: URL = interLatinFont): string {
  if (fontUrl.protocol === 'file:') return '';
  return fontFaceRule(fontUrl.href);
}
