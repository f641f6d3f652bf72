import { ROUTE_ACCESS, type RemoteRoute } from '@matrimony/federation/routes';
import { retryWithBackoff, type RetryOptions } from './retry';
import { noteSettling } from './settled';

/** Loads one remote's `./routes` module; `attempt` > 1 means earlier tries failed. */
export type LoadRoutes = (remoteName: string, attempt: number) => Promise<RemoteRoute[]>;

export type RemoteRoutesLoader = {
  /**
   * The remote's routes: the same promise until `reset` (its outcome is noted once, see useSettled).
   * A failed load stays failed until reset, so re-renders cannot start a storm of retries.
   */
  get(remoteName: string): Promise<RemoteRoute[]>;
  /** Forgets a load so the next `get` tries again ("Try again", or navigating after a failure). */
  reset(remoteName: string): void;
};

export const DEFAULT_REMOTE_RETRY: RetryOptions = { attempts: 3, baseDelayMs: 500 };

function isRoute(value: unknown): value is RemoteRoute {
  const route = value as Partial<RemoteRoute> | null;
  return (
    typeof route?.path === 'string' &&
    route.Component != null &&
    (ROUTE_ACCESS as readonly unknown[]).includes(route.access)
  );
}

/**
 * The routes this shell understands. A remote built against a newer shell may add a route the shell
 * cannot guard (an access rule it does not know): that route is left out, so its path shows the 404
 * page rather than a page nobody checked. A module that is no route list at all, or has no route the
 * shell understands, fails the load (the error boundary's "could not be loaded" page).
 */
function understoodRoutes(remoteName: string, value: unknown): RemoteRoute[] {
  if (!Array.isArray(value)) throw new Error(`${remoteName}/routes does not export a list of routes`);
  const routes = value.filter(isRoute);
  if (routes.length === 0 && value.length > 0)
    throw new Error(`${remoteName}/routes has no route this shell understands`);
  if (routes.length === value.length) return value as RemoteRoute[];
  const skipped = value.filter((route) => !isRoute(route)) as (Partial<RemoteRoute> | null)[];
  console.warn(
    `${remoteName}: left out routes this shell cannot serve:`,
    skipped.map((route) => route?.path)
  );
  return routes;
}

export function createRemoteRoutesLoader(
  load: LoadRoutes,
  retry: RetryOptions = DEFAULT_REMOTE_RETRY
): RemoteRoutesLoader {
  const cache = new Map<string, Promise<RemoteRoute[]>>();
  return {
    get(remoteName) {
      let pending = cache.get(remoteName);
      if (!pending) {
        pending = retryWithBackoff(async (attempt) => {
          return understoodRoutes(remoteName, await load(remoteName, attempt));
        }, retry);
        cache.set(remoteName, pending);
        // Handled by the error boundary that renders it; avoid an "unhandled rejection" report.
        pending.catch(() => undefined);
        noteSettling(pending);
      }
      return pending;
    },
    reset(remoteName) {
      cache.delete(remoteName);
    }
  };
}
