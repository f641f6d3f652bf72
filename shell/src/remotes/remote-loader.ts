import { type RemoteRoute } from '@matrimony/federation';
import { retryWithBackoff, type RetryOptions } from './retry';

/** Loads one remote's `./routes` module; `attempt` > 1 means earlier tries failed. */
export type LoadRoutes = (remoteName: string, attempt: number) => Promise<RemoteRoute[]>;

export type RemoteRoutesLoader = {
  /**
   * The remote's routes: the same promise until `reset` (React `use` needs a stable promise).
   * A failed load stays failed until reset, so re-renders cannot start a storm of retries.
   */
  get(remoteName: string): Promise<RemoteRoute[]>;
  /** Forgets a load so the next `get` tries again ("Try again", or navigating after a failure). */
  reset(remoteName: string): void;
};

export const DEFAULT_REMOTE_RETRY: RetryOptions = { attempts: 3, baseDelayMs: 500 };

function isRouteList(value: unknown): value is RemoteRoute[] {
  return (
    Array.isArray(value) &&
    value.every(
      (route) => typeof (route as RemoteRoute)?.path === 'string' && (route as RemoteRoute).Component != null
    )
  );
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
          const routes = await load(remoteName, attempt);
          if (!isRouteList(routes)) throw new Error(`${remoteName}/routes does not export a list of routes`);
          return routes;
        }, retry);
        cache.set(remoteName, pending);
        // Handled by the error boundary that renders it; avoid an "unhandled rejection" report.
        pending.catch(() => undefined);
      }
      return pending;
    },
    reset(remoteName) {
      cache.delete(remoteName);
    }
  };
}
