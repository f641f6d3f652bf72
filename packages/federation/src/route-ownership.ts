// Which paths the site's route table owns: the shell picks the remote by it, and the static servers
// (dev and nginx, deploy/frontend/render-app-routes.sh) answer 404 for the paths nobody owns.

/** "/" owns only "/"; "/x" owns "/x" and everything under "/x/". */
export function ownsPath(prefix: string, pathname: string): boolean {
  const normalized = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  if (normalized === '/') return pathname === '/';
  return pathname === normalized || pathname.startsWith(`${normalized}/`);
}

/** True when some route prefix of the table owns the path (a page of the app, not a 404). */
export function isAppPath(routePrefixes: readonly string[], pathname: string): boolean {
  return routePrefixes.some((prefix) => ownsPath(prefix, pathname));
}
