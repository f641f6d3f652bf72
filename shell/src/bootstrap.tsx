import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  createAppStore,
  createBrowserLeadership,
  createBrowserTokenStore,
  createKeycloak,
  createSessionController
} from '@matrimony/session';
import { localeFromPath, localePrefix, setLocale, stripLocalePrefix } from '@matrimony/i18n';
import { toast } from '@matrimony/ui';
import { ShellApp } from './app/ShellApp';
import { noticeText } from './app/notice-text';
import { announceSessionEnded } from './app/session-events';
import { mountOverPrerendered } from './app/mount';
import { createFederationRemotes } from './remotes/federation-remotes';
import { preloadPageAt } from './remotes/early-preload';
import { remoteForPath, type RuntimeConfig } from './runtime-config';

async function run(runtimeConfig: Promise<RuntimeConfig>): Promise<void> {
  // A page under /hi/ or /ta/ is in that language from the first render (its prerendered HTML is), and its
  // router's basename is the prefix, so its links stay under it. Not remembered: the URL chose, not the visitor.
  const urlLocale = localeFromPath(window.location.pathname);
  const [config] = await Promise.all([
    runtimeConfig,
    urlLocale ? setLocale(urlLocale, { remember: false }) : undefined
  ]);
  const store = createAppStore();
  // One tab per browser refreshes the session (refresh tokens rotate); it alone shares the tokens.
  const leadership = createBrowserLeadership();
  const controller = createSessionController({
    keycloak: config.keycloak,
    createKeycloak,
    leadership,
    tokenStore: createBrowserTokenStore(leadership.isLeader),
    dispatch: store.dispatch,
    fetch: (input, init) => fetch(input, init),
    onNotice: (message, variant) => toast({ ...noticeText(message), variant }),
    onSessionEnded: announceSessionEnded
  });
  void controller.restore();
  const remotes = createFederationRemotes(config.remotes, { registerRemotes, loadRemote });
  // The page's remote starts loading now, beside the session's restore, not at the first render (which is long).
  const pathname = stripLocalePrefix(window.location.pathname);
  const remote = remoteForPath(config.remotes, pathname);
  if (remote)
    remotes.loader.get(remote.name).then(
      (routes) => preloadPageAt(routes, pathname, store.getState().session.status === 'signedOut'),
      () => undefined // shown by the page's error boundary
    );

  mountOverPrerendered(document, (container, onPageReady) => {
    const root = createRoot(container, {
      // React recovered by rendering the root again synchronously, and the page is right: a page that suspended on its
      // messages while a store (the session, the language) changed cannot be replayed in a concurrent render. Said
      // as a warning: React's default reports it as an uncaught error. (No hydration here, so no mismatch hides here.)
      onRecoverableError: (error) =>
        console.warn('React recovered from an error in a concurrent render', error)
    });
    const app = (
      <StrictMode>
        <BrowserRouter basename={urlLocale ? localePrefix(urlLocale) : undefined}>
          <ShellApp store={store} controller={controller} remotes={remotes} onPageReady={onPageReady} />
        </BrowserRouter>
      </StrictMode>
    );
    // As a transition React renders in short slices. Off-screen under a prerendered page nobody waits for this
    // render, and the page the visitor already sees stays responsive (less blocking time). On a member page the
    // session's restore (its lock, keycloak-js, the member's first reads) runs between the slices instead of after
    // the whole first render, which shows only "Loading..." until the session is known anyway.
    startTransition(() => root.render(app));
  });
}

/** Starts the app with the runtime config `index.ts` asked for before this chunk loaded. */
export function start(runtimeConfig: Promise<RuntimeConfig>): void {
  run(runtimeConfig).catch((error: unknown) => {
    console.error('The site could not start:', error);
    const root = document.getElementById('root');
    if (root)
      root.textContent =
        'Sorry, the site could not be loaded. Please check your connection and reload the page.';
  });
}
