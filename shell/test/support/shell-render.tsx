import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matrimony/ui';
import { SessionProvider, type createAppStore, type SessionController } from '@matrimony/session';
import { Layout } from '../../src/layout/Layout';

/** A session controller whose refresh and sign-out do nothing: the specs drive the store themselves. */
export const idleController = {
  refreshProfile: async () => undefined,
  signOut: async () => undefined
} as unknown as SessionController;

/** What the shell puts around every page: the store, the session, the theme and a router. */
export function ShellProviders({
  store,
  children
}: {
  store: ReturnType<typeof createAppStore>;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <SessionProvider controller={idleController}>
        <ThemeProvider theme={theme}>
          <MemoryRouter>{children}</MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

/** A page in the shell's layout (header with the Language select, footer). */
export function LayoutPage({ store }: { store: ReturnType<typeof createAppStore> }) {
  return (
    <ShellProviders store={store}>
      <Layout>
        <h1>A page</h1>
      </Layout>
    </ShellProviders>
  );
}
