import { Suspense, use } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteGuard } from '../guard/RouteGuard';
import { PageReady } from '../app/page-ready';
import { PageLanguage } from '../app/page-language';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoading } from '../pages/PageLoading';
import { remoteForPath } from '../runtime-config';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { useRemotes } from './remote-context';

/** Renders the routes one remote exposes; its own unknown paths get the 404 page. */
function RemoteRouteTable({ remoteName }: { remoteName: string }) {
  const { loader } = useRemotes();
  const { pathname } = useLocation();
  const routes = use(loader.get(remoteName));
  return (
    <Routes>
      {routes.map(({ path, access, Component }) => (
        <Route
          key={path}
          path={path}
          element={
            <RouteGuard access={access}>
              <PageLanguage access={access}>
                <Suspense fallback={<PageLoading />}>
                  <Component />
                  <PageReady />
                </Suspense>
              </PageLanguage>
            </RouteGuard>
          }
        />
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
