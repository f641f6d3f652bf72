// Bundled for Node by scripts/prerender.ts: the shell's layout (visitor header, <main>) for each
// page path, with a slot where the static server puts the remote's prerendered page.
import { fontFaceRule, interLatinFont } from '@matrimony/ui';
import { type RemoteRoute } from '@matrimony/federation';
import { type Locale } from '@matrimony/i18n';
import { createSignedOutStore } from '@matrimony/prerender/render';
import { renderPage } from '../src/prerender/render-page';
import { type RemoteEntry } from '../src/runtime-config';
import { CONTENT_SLOT_ID } from './content-slot';

function ContentSlot() {
  return <template id={CONTENT_SLOT_ID} />;
}

/** The layout around `path` in `locale` (at `/hi/...` for Hindi): every remote's routes stand in for the slot. */
export function renderLayout(path: string, remotes: RemoteEntry[], locale?: Locale) {
  const routesByRemote = Object.fromEntries(
    remotes.map((remote) => [
      remote.name,
      remote.routes.map((route): RemoteRoute => ({ path: route, access: 'public', Component: ContentSlot }))
    ])
  );
  return renderPage({ path, remotes, routesByRemote, store: createSignedOutStore(), locale });
}

/**
 * The design-system font, preloaded and declared in the prerendered head so the HTML shows in Inter
 * before any script runs (the browser build adds the same rule later; it is harmless twice).
 * In this Node build the font's URL is file:///<site path>.
 */
export const fontHead =
  `<link rel="preload" href="${interLatinFont.pathname}" as="font" type="font/woff2" crossorigin>` +
  `<style>${fontFaceRule(interLatinFont.pathname).trim()}</style>`;
