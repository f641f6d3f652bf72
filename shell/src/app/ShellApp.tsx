import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, Toaster, theme } from '@matrimony/ui';
import { SessionProvider, type AppStore, type SessionController } from '@matrimony/session';
import { IdleLogout } from '../idle/IdleLogout';
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
          <IdleLogout />
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
