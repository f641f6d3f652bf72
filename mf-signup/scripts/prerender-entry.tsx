// Bundled for Node by scripts/prerender.ts (@matrimony/prerender): the pages this remote prerenders.
import { createRoutePrerender } from '@matrimony/prerender/render';
import routes from '../src/routes';

/**
 * The forms a visitor opens from every page. Not /reset-password nor /confirm-email: their content
 * depends on the link's token, which only the browser has.
 */
export const { paths, render } = createRoutePrerender(routes, ['/signup', '/signin']);
