// Bundled for Node by scripts/prerender.ts (@matrimony/prerender): the pages this remote prerenders.
import { LOCALE_CODES } from '@matrimony/i18n';
import { createRoutePrerender } from '@matrimony/prerender/render';
import routes from '../src/routes';

/** Every plain public page (no parameters in its path), in every language at its own URL (/hi/about). */
export const { paths, locales, siteUrl, render } = createRoutePrerender(
  routes,
  routes.filter((route) => route.access === 'public' && !route.path.includes(':')).map((route) => route.path),
  { locales: LOCALE_CODES }
);
