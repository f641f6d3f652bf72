import { frontends, keycloakBasePath, razorpayBasePath, services, type UpstreamName } from './topology';

export interface Route {
  prefix: string;
  upstream: UpstreamName;
  /** Remotes are served from their own dist root, so their mount prefix is removed. */
  stripPrefix: boolean;
}

/** The gateway's routing table, first match wins; anything unmatched goes to the shell. */
export const routes: readonly Route[] = [
  ...frontends.flatMap((f) => (f.mount ? [{ prefix: f.mount, upstream: f.name, stripPrefix: true }] : [])),
  ...services.map((s) => ({ prefix: s.prefix, upstream: s.name, stripPrefix: false })),
  { prefix: keycloakBasePath, upstream: 'keycloak', stripPrefix: false },
  { prefix: razorpayBasePath, upstream: 'razorpay', stripPrefix: true }
];

/** The API namespace: a path here that no service owns is a 404, never the shell's HTML page. */
export const apiPrefix = '/api';

/**
 * The only Keycloak paths the browser may reach (what keycloak-js uses: refresh, logout, the keys and
 * discovery). The rest of Keycloak (admin and account consoles, the master realm, the login pages) is
 * not routed (review finding 3); services talk to Keycloak directly, never through the gateway.
 */
export const keycloakPublicPaths: readonly string[] = [
  `${keycloakBasePath}/realms/matrimony/protocol/openid-connect/token`,
  `${keycloakBasePath}/realms/matrimony/protocol/openid-connect/logout`,
  `${keycloakBasePath}/realms/matrimony/protocol/openid-connect/certs`,
  `${keycloakBasePath}/realms/matrimony/.well-known/openid-configuration`
];

export interface ResolvedRoute {
  /** null: under /api but no service owns it. */
  upstream: UpstreamName | null;
  /** Path and query to send upstream. */
  path: string;
  /** The prefix removed from the path, if any (sent as X-Forwarded-Prefix). */
  strippedPrefix?: string;
}

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Where a request URL (path plus optional query) goes and with which path. */
export function resolveRoute(url: string): ResolvedRoute {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const route = routes.find((r) => matches(pathname, r.prefix));
  if (!route) return { upstream: matches(pathname, apiPrefix) ? null : 'shell', path: url };
  if (route.upstream === 'keycloak' && !keycloakPublicPaths.includes(pathname)) return { upstream: null, path: url };
  if (!route.stripPrefix) return { upstream: route.upstream, path: url };
  const rest = pathname.slice(route.prefix.length) || '/';
  return { upstream: route.upstream, path: rest + query, strippedPrefix: route.prefix };
}
