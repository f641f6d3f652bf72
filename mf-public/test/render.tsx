import { type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import {
  createAppStore,
  createVisitorSessionController,
  SessionProvider,
  type AppStore
} from '@matrimony/session';
import { theme } from '@matrimony/ui';

/** What the shell gives every page: the session (a visitor's unless `store` says otherwise) and the theme. */
export function AsInTheShell({
  store = createAppStore(),
  children
}: {
  store?: AppStore;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <SessionProvider controller={createVisitorSessionController(store)}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

/** Server-renders a page as the shell hosts it: inside its session, theme and router. */
export function renderPage(Page: ComponentType, path = '/', store?: AppStore): string {
  return renderToStaticMarkup(
    <AsInTheShell store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </AsInTheShell>
  );
}

export function count(html: string, needle: string | RegExp): number {
  return html.split(needle).length - 1;
}

/** Visible text, tags removed and entities decoded enough for assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}
