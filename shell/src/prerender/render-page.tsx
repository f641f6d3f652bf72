import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { type RemoteRoute } from '@matrimony/federation';
import {
  createAppStore,
  createVisitorSessionController,
  sessionEnded,
  type AppStore
} from '@matrimony/session';
import { ShellApp } from '../app/ShellApp';
import { createRemoteRoutesLoader } from '../remotes/remote-loader';
import { type RemoteEntry } from '../runtime-config';

export type RenderPageInput = {
  path: string;
  remotes: readonly RemoteEntry[];
  /** Route modules available to the prerender, by remote name (others fail like an offline remote). */
  routesByRemote: Record<string, RemoteRoute[]>;
  store?: AppStore;
};

export type RenderedPage = { html: string; styleTags: string };

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
 * Renders one page of the shell to HTML, waiting for lazy pages and `use()`d route lists
 * (react-dom/static), with the styled-components rules it used.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const store = input.store ?? createAppStore();
  const loader = createRemoteRoutesLoader(
    async (name) => {
      const routes = input.routesByRemote[name];
      if (!routes) throw new Error(`${name} is not available to the prerender`);
      return routes;
    },
    { attempts: 1, baseDelayMs: 0 }
  );
  const sheet = new ServerStyleSheet();
  try {
    const app = sheet.collectStyles(
      <StaticRouter location={input.path}>
        <ShellApp
          store={store}
          controller={createVisitorSessionController(store)}
          remotes={{ remotes: input.remotes, loader }}
        />
      </StaticRouter>
    );
    const { prelude } = await prerender(app, {
      onError: () => undefined,
      // Keep every Suspense boundary inline: no hidden segments revealed by inline scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER
    });
    const html = await new Response(prelude).text();
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
