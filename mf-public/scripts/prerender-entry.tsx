// Bundled for Node by scripts/prerender.ts (@matrimony/prerender): the pages this remote prerenders.
import { createRoutePrerender } from '@matrimony/prerender/render';
import routes from '../src/routes';

/** Every plain public page (no parameters in its path). */
export const { paths, render } = createRoutePrerender(
  routes,
  routes.filter((route) => route.access === 'public' && !route.path.includes(':')).map((route) => route.path)
);
