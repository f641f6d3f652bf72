import { StaticRouter } from 'react-router';
import { DEFAULT_LOCALE, localePrefix, localizedPath, setLocale, type Locale } from '@matrimony/i18n';
import { type RemoteRoute } from '@matrimony/federation';
import { renderToHtml, type RenderedRoute } from '@matrimony/prerender/render';
import { createAppStore, createVisitorSessionController, type AppStore } from '@matrimony/session';
import { ShellApp } from '../app/ShellApp';
import { createRemoteRoutesLoader } from '../remotes/remote-loader';
import { type RemoteEntry } from '../runtime-config';

export type RenderPageInput = {
  path: string;
  remotes: readonly RemoteEntry[];
  /** Route modules available to the prerender, by remote name (others fail like an offline remote). */
  routesByRemote: Record<string, RemoteRoute[]>;
  store?: AppStore;
  /** The page's language: rendered at its URL (`/about` in Hindi at `/hi/about`) with it active. English by default. */
  locale?: Locale;
};

export { createSignedOutStore } from '@matrimony/prerender/render';

/**
 * Renders one page of the shell to HTML, waiting for lazy pages (react-dom/static), with the styled-components
 * rules it used.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedRoute> {
  const store = input.store ?? createAppStore();
  const loader = createRemoteRoutesLoader(
    async (name) => {
      const routes = input.routesByRemote[name];
      if (!routes) throw new Error(`${name} is not available to the prerender`);
      return routes;
    },
    { attempts: 1, baseDelayMs: 0 }
  );
  // Loaded before rendering: the shell renders a route list once its load has settled (an effect, which a static
  // render does not run), not by suspending on it.
  for (const name of Object.keys(input.routesByRemote)) await loader.get(name);
  const locale = input.locale ?? DEFAULT_LOCALE;
  await setLocale(locale, { remember: false });
  return renderToHtml(
    <StaticRouter basename={localePrefix(locale) || undefined} location={localizedPath(locale, input.path)}>
      <ShellApp
        store={store}
        controller={createVisitorSessionController(store)}
        remotes={{ remotes: input.remotes, loader }}
      />
    </StaticRouter>,
    () => undefined
  );
}
