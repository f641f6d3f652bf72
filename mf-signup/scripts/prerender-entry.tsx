// Bundled for Node by scripts/prerender.ts (@matrimony/prerender): the pages this remote prerenders.
import { LOCALE_CODES } from '@matrimony/i18n';
import { createRoutePrerender } from '@matrimony/prerender/render';
import routes from '../src/routes';

/**
 * The forms a visitor opens from every page. Not /reset-password nor /confirm-email: their content
 * depends on the link's token, which only the browser has. In every language at its own URL (/hi/signin).
 */
export const { paths, locales, siteUrl, render } = createRoutePrerender(routes, ['/signup', '/signin'], {
  locales: LOCALE_CODES
});
