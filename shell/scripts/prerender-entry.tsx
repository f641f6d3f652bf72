// Bundled for Node by scripts/prerender.ts: the shell around mf-public's pages and mf-signup's
// sign-up and sign-in forms, rendered to HTML.
import { fontFaceRule, interLatinFont } from '@matrimony/ui';
import publicRoutes from '../../mf-public/src/routes';
import signupRoutes from '../../mf-signup/src/routes';
import { createSignedOutStore, renderPage } from '../src/prerender/render-page';
import { type RemoteEntry } from '../src/runtime-config';

/**
 * mf-signup's forms a visitor opens from every page. Not /reset-password: its content depends on the
 * link's token, which only the browser has.
 */
const SIGNUP_PAGES = ['/signup', '/signin'];

/** Paths mf-public serves that are plain public pages (no parameters), and the sign-up forms. */
export const publicPaths: string[] = [
  ...publicRoutes
    .filter((route) => route.access === 'public' && !route.path.includes(':'))
    .map((route) => route.path),
  ...signupRoutes.filter((route) => SIGNUP_PAGES.includes(route.path)).map((route) => route.path)
];

export function render(path: string, remotes: RemoteEntry[]) {
  return renderPage({
    path,
    remotes,
    routesByRemote: { mfPublic: publicRoutes, mfSignup: signupRoutes },
    store: createSignedOutStore()
  });
}

/**
 * The design-system font, preloaded and declared in the prerendered head so the HTML shows in Inter
 * before any script runs (the browser build adds the same rule later; it is harmless twice).
 * In this Node build the font's URL is file:///<site path>.
 */
export const fontHead =
  `<link rel="preload" href="${interLatinFont.pathname}" as="font" type="font/woff2" crossorigin>` +
  `<style>${fontFaceRule(interLatinFont.pathname).trim()}</style>`;
