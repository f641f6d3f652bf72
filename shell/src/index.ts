import { httpsRedirectTarget } from './https-redirect';
import { fetchRuntimeConfig, preloadRemoteManifest } from './runtime-config';

/**
 * Runs `start` once the page has been painted (the prerendered HTML is on screen before the app's
 * downloads begin). Hidden tabs never paint, so there it runs at once.
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

// Plain http goes to https before anything loads (except on localhost, for development).
const secure = httpsRedirectTarget(window.location);
if (secure) window.location.replace(secure);
else {
  // The runtime config (which remotes, the session's client) is asked for now, one small request, while the
  // page paints and bootstrap's chunks load: bootstrap needs it before anything else can start.
  const config = fetchRuntimeConfig();
  // Reported by bootstrap when it reads it; not an unhandled rejection meanwhile.
  config.then((loaded) => preloadRemoteManifest(loaded, window.location.pathname)).catch(() => undefined);
  // Async boundary: shared modules (react, ...) are negotiated by Module Federation before bootstrap runs.
  afterFirstPaint(() => {
    // An English page (its prerendered <html lang>) fetches the shell's English messages beside bootstrap, not
    // after it: in the browser they are their own chunk (messages/english.browser.ts), never fetched in Hindi or Tamil.
    if (document.documentElement.lang.startsWith('en')) void import('./messages/en.json');
    void import('./bootstrap').then(({ start }) => start(config));
  });
}
