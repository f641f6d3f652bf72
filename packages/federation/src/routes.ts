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
};

export const REMOTE_NAMES = ['mfPublic', 'mfSignup', 'mfAccount'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The module every remote exposes; the shell loads `<remoteName>/routes`. */
export const ROUTES_EXPOSE = './routes';

export function routesModuleId(remote: string): string {
  return `${remote}/routes`;
}
