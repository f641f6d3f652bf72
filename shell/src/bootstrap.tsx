import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { routesModuleId, type RemoteRoute } from '@matrimony/federation/routes';
import {
  createAppStore,
  createBrowserLeadership,
  createBrowserTokenStore,
  createKeycloak,
  createSessionController
} from '@matrimony/session';
import { toast } from '@matrimony/ui';
import { ShellApp } from './app/ShellApp';
import { announceSessionEnded } from './app/session-events';
import { mountOverPrerendered } from './app/mount';
import { createRemoteRoutesLoader } from './remotes/remote-loader';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';

function createRemotes(config: RuntimeConfig) {
  const entries = config.remotes.map(({ name, entry }) => ({ name, entry }));
  registerRemotes(entries);
  const loader = createRemoteRoutesLoader(async (name, attempt) => {
    // After a failure, register again so the manifest is fetched afresh.
    const entry = entries.find((candidate) => candidate.name === name);
    if (attempt > 1 && entry) registerRemotes([entry], { force: true });
    const module = await loadRemote<{ default: RemoteRoute[] }>(routesModuleId(name));
    return module?.default as RemoteRoute[];
  });
  return { remotes: config.remotes, loader };
}

async function start(): Promise<void> {
  const config = await fetchRuntimeConfig();
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
    onNotice: (message, variant) => toast({ ...message, variant }),
    onSessionEnded: announceSessionEnded
  });
  void controller.restore();
  const remotes = createRemotes(config);

  mountOverPrerendered(document, (container, onPageReady) => {
    const root = createRoot(container);
    const app = (
      <StrictMode>
        <BrowserRouter>
          <ShellApp store={store} controller={controller} remotes={remotes} onPageReady={onPageReady} />
        </BrowserRouter>
      </StrictMode>
    );
    // Off-screen under a prerendered page nobody waits for this render: as a transition React renders
    // in short slices, so the page the visitor already sees stays responsive (less blocking time).
    if (container.isConnected) root.render(app);
    else startTransition(() => root.render(app));
  });
}

start().catch((error: unknown) => {
  console.error('The site could not start:', error);
  const root = document.getElementById('root');
  if (root)
    root.textContent =
      'Sorry, the site could not be loaded. Please check your connection and reload the page.';
});
