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
  { prefix: razorpayBasePath, upstream: 'razorpay', stripPrefix: true }
];

/** The API namespace: a path here that no service owns is a 404, never the shell's HTML page. */
export const apiPrefix = '/api';

/**
 * Keycloak's path (the issuer's public URL lives under it) is never routed, so no browser can try passwords
 * past svc-identity's limits (docs/product-rules.md#sessions-and-sign-out): the browser refreshes through
 * svc-identity, and services talk to Keycloak directly. A request under it is a 404
 * problem, like an unowned API path, not the shell's page.
 */
const unroutedPrefixes = [apiPrefix, keycloakBasePath];

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
  if (!route)
    return {
      upstream: unroutedPrefixes.some((prefix) => matches(pathname, prefix)) ? null : 'shell',
      path: url
    };
  if (!route.stripPrefix) return { upstream: route.upstream, path: url };
  const rest = pathname.slice(route.prefix.length) || '/';
  return { upstream: route.upstream, path: rest + query, strippedPrefix: route.prefix };
}
