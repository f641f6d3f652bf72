import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, Toaster, theme } from '@matrimony/ui';
import { SessionProvider, useSession, type AppStore, type SessionController } from '@matrimony/session';
import { Layout } from '../layout/Layout';
import { RemotesContext, type RemotesContextValue } from '../remotes/remote-context';
import { RemotePage } from '../remotes/RemoteRoutes';
import { NewPageAtTop } from './NewPageAtTop';
import { PageReadyProvider } from './page-ready';
import { SessionEndedRedirect } from './SessionEndedRedirect';
import { StaleErrorSweeper } from './StaleErrorSweeper';

export type ShellAppProps = {
  store: AppStore;
  controller: SessionController;
  remotes: RemotesContextValue;
  /** Called once the first page's content is on screen (see page-ready). */
  onPageReady?: () => void;
};

/** Everything inside the one Router: providers, header, idle sign-out and the remote pages. */
export function ShellApp({ store, controller, remotes, onPageReady }: ShellAppProps) {
  return (
    <Providers store={store} controller={controller}>
      <PageReadyProvider value={onPageReady ?? noop}>
        <RemotesContext.Provider value={remotes}>
          <MemberIdleLogout />
          <SessionEndedRedirect />
          <StaleErrorSweeper />
          <NewPageAtTop />
          <Layout>
            <Routes>
              <Route path="*" element={<RemotePage />} />
            </Routes>
          </Layout>
        </RemotesContext.Provider>
      </PageReadyProvider>
    </Providers>
  );
}

function noop() {}

// Only members can be signed out for being idle: visitors (the landing page) never download the tracker.
const IdleLogout = lazy(() =>
  import('../idle/IdleLogout').then((module) => ({ default: module.IdleLogout }))
);

/** Mounted from the first sign-in on and kept (its idle sign-out navigates after the session has ended). */
function MemberIdleLogout() {
  const { status } = useSession();
  const [needed, setNeeded] = useState(false);
  if (status === 'signedIn' && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <IdleLogout />
    </Suspense>
  );
}

function Providers({
  store,
  controller,
  children
}: {
  store: AppStore;
  controller: SessionController;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <SessionProvider controller={controller}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
          <Toaster />
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}
