import type { ComponentType } from 'react';

/**
 * Who may open a route:
 * - `public`: everyone;
 * - `visitor`: only people who are not signed in (a signed-in member is sent to /dashboard, e.g. /signin);
 * - `member`: only signed-in members (others go to /signin and come back after signing in);
 * - `admin`: only administrators (Keycloak realm role `admin`); everyone else, signed in or not, gets the
 *   404 page, so the console's paths look like any unknown path.
 */
export const ROUTE_ACCESS = ['public', 'visitor', 'member', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/**
 * One page a remote contributes. Each remote exposes `./routes` whose default export is
 * `RemoteRoute[]`; `Component` is lazy-loaded inside the remote so one page's code loads per route.
 */
export type RemoteRoute = {
  path: string;
  Component: ComponentType;
  access: RouteAccess;
  /**
   * Starts downloading the page's code (what `Component` will load). The shell calls it as soon as the route is
   * matched, while the session may still be being restored, so the page's code and the session load side by side,
   * and on every render after. If it returns a promise (the same one each call), the shell shows its loading state
   * until that settles and then renders `Component`, which must then render without suspending: a page revealed by
   * its Suspense boundary waits up to 300 ms after the last fallback React showed (on a reload, one has just shown).
   */
  preload?: () => Promise<unknown> | void;
  /**
   * Starts the page's first reads. The shell calls it once the route may be shown (a member page: signed in),
   * beside rendering the page, so the reads do not wait for the page's code to load and render.
   */
  prefetch?: (context: RoutePrefetchContext) => void;
};

/** What a route's `prefetch` gets: the shell store's `dispatch` (RTK Query `initiate`) and the page's URL. */
export type RoutePrefetchContext = {
  dispatch(action: unknown): unknown;
  /** The query string without `?` (`religion=hindu&sort=match`). */
  search: string;
};

export const REMOTE_NAMES = ['mfPublic', 'mfSignup', 'mfAccount'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The module every remote exposes; the shell loads `<remoteName>/routes`. */
export const ROUTES_EXPOSE = './routes';

export function routesModuleId(remote: string): string {
  return `${remote}/routes`;
}
