import { type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { type RemoteRoute } from '@matrimony/federation';
import {
  createAppStore,
  createVisitorSessionController,
  sessionEnded,
  SessionProvider,
  type AppStore
} from '@matrimony/session';
import {
  DEFAULT_LOCALE,
  localePrefix,
  localizedPath,
  pageLanguage,
  setLocale,
  type Locale
} from '@matrimony/i18n';
import { site, SiteMetaProvider, theme } from '@matrimony/ui';
import { type RenderedRoute } from './render-result';

export { type RenderedRoute };

/**
 * A store whose session has resolved to "nobody signed in": what a prerendered page is rendered with,
 * so visitor-only pages (/signin) show their form rather than the session's "Loading...".
 */
export function createSignedOutStore(): AppStore {
  const store = createAppStore();
  store.dispatch(sessionEnded());
  return store;
}

/**
 * Renders a React tree to HTML, waiting for lazy pages (react-dom/static), with the styled-components
 * rules it used. Every Suspense boundary stays inline: no hidden segments revealed by inline scripts.
 */
export async function renderToHtml(
  element: ReactElement,
  onError: (error: unknown) => void
): Promise<RenderedRoute> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(sheet.collectStyles(element), {
      onError,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER
    });
    const html = await new Response(prelude).text();
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * The page's language for a render: activates it (its messages load now, the others' when their pages register
 * and `useT` suspends for them) and names it for the page's head tags (canonical, hreflang).
 */
export async function activatePageLanguage(locale: Locale) {
  await setLocale(locale, { remember: false });
  return { siteUrl: site.url, siteName: site.name, language: pageLanguage(locale) };
}

/**
 * A remote's prerender (its scripts/prerender-entry.tsx exports the result): its own pages at `paths`,
 * as a visitor who is not signed in sees them, without the shell around them, in every one of `locales`
 * (`/about` in Hindi is rendered at `/hi/about`, its links under `/hi/`). The shell's document
 * supplies the providers' global styles and its header; the page brings its own title and styles.
 */
export function createRoutePrerender(
  routes: readonly RemoteRoute[],
  paths: readonly string[],
  { locales = [DEFAULT_LOCALE] }: { locales?: readonly Locale[] } = {}
) {
  for (const path of paths)
    if (!routes.some((route) => route.path === path)) throw new Error(`no route ${path} to prerender`);
  return {
    paths: [...paths],
    locales: [...locales],
    /** The public origin the pages' canonical and alternate links use (the sitemap's too). */
    siteUrl: site.url as string,
    async render(path: string, locale: Locale = DEFAULT_LOCALE): Promise<RenderedRoute> {
      const route = routes.find((candidate) => candidate.path === path)!;
      const store = createSignedOutStore();
      const errors: unknown[] = [];
      const siteMeta = await activatePageLanguage(locale);
      const rendered = await renderToHtml(
        <Provider store={store}>
          <SessionProvider controller={createVisitorSessionController(store)}>
            <ThemeProvider theme={theme}>
              <SiteMetaProvider value={siteMeta}>
                <StaticRouter
                  basename={localePrefix(locale) || undefined}
                  location={localizedPath(locale, path)}
                >
                  <Routes>
                    <Route path={route.path} element={<route.Component />} />
                  </Routes>
                </StaticRouter>
              </SiteMetaProvider>
            </ThemeProvider>
          </SessionProvider>
        </Provider>,
        (error) => errors.push(error)
      );
      if (errors.length > 0)
        throw new AggregateError(errors, `prerendering ${localizedPath(locale, path)} failed`);
      return rendered;
    }
  };
}
