import { httpsRedirectTarget } from './https-redirect';

// Plain http goes to https before anything loads (except on localhost, for development).
const secure = httpsRedirectTarget(window.location);
if (secure) window.location.replace(secure);
// Async boundary: shared modules (react, ...) are negotiated by Module Federation before bootstrap runs.
else void import('./bootstrap');
