import { Suspense, useEffect } from 'react';
import { useStore } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router';
import { type RemoteRoute } from '@matrimony/federation';
import { useSession } from '@matrimony/session';
import { RouteGuard } from '../guard/RouteGuard';
import { PageReady } from '../app/page-ready';
import { PageLanguage } from '../app/page-language';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoading } from '../pages/PageLoading';
import { remoteForPath } from '../runtime-config';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { useRemotes } from './remote-context';
import { useSettled } from './settled';

/**
 * Starts the page's first reads (`prefetch`) once its guard lets it show, in an effect of that commit: on a fresh
 * load that is before the page's code has rendered. The page's own queries then join the reads in flight (same
 * arguments) instead of starting them. Not while rendering (through a microtask): the one bench run of that showed
 * explore's reload at 2.2-2.7 s instead of about 1 s, the reads' store updates interrupting the page's first render.
 */
function PrefetchPageData({ prefetch }: { prefetch: NonNullable<RemoteRoute['prefetch']> }) {
  const { dispatch } = useStore();
  const search = useLocation().search.replace(/^\?/, '');
  useEffect(() => {
    prefetch({ dispatch, search });
  }, [prefetch, dispatch, search]);
  return null;
}

/** One route's page behind its guard. */
function RoutePage({ route }: { route: RemoteRoute }) {
  const { access, Component } = route;
  // Called only when they are functions: a remote of another release may use these names for something else.
  const preload = typeof route.preload === 'function' ? route.preload : undefined;
  const prefetch = typeof route.prefetch === 'function' ? route.prefetch : undefined;
  const { status } = useSession();
  // The page's code starts loading while the session may still be being restored (not for a visitor sent on from
  // a member page): a module import, so calling it on every render costs nothing after the first.
  const loading =
    status !== 'signedOut' || access === 'public' || access === 'visitor' ? preload?.() : undefined;
  // A remote whose preload says when the code is there: the page renders once it is (failed, its lazy Component
  // shows the failure), not through its Suspense boundary (see useSettled).
  const code = useSettled(loading instanceof Promise ? loading : undefined);
  const waiting = loading instanceof Promise && !code;
  return (
    <RouteGuard access={access}>
      {prefetch ? <PrefetchPageData prefetch={prefetch} /> : null}
      <PageLanguage access={access}>
        {waiting ? (
          <PageLoading />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Component />
            <PageReady />
          </Suspense>
        )}
      </PageLanguage>
    </RouteGuard>
  );
}

/** Renders the routes one remote exposes; its own unknown paths get the 404 page. */
function RemoteRouteTable({ remoteName }: { remoteName: string }) {
  const { loader } = useRemotes();
  const { pathname } = useLocation();
  // Not `use`: see useSettled. A failed load throws to the error boundary as `use` did.
  const loaded = useSettled(loader.get(remoteName));
  if (!loaded) return <PageLoading />;
  if (loaded.status === 'rejected') throw loaded.reason;
  const routes = loaded.value;
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<NotFoundPage path={pathname} />} />
    </Routes>
  );
}

/** Picks the remote that owns the current path (runtime config), loads only that one, and isolates its failures. */
export function RemotePage() {
  const { remotes, loader } = useRemotes();
  const { pathname } = useLocation();
  const remote = remoteForPath(remotes, pathname);
  if (!remote) return <NotFoundPage path={pathname} />;
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onReset={() => loader.reset(remote.name)}
      fallback={(retry) => <RemoteFallback onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <RemoteRouteTable remoteName={remote.name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
