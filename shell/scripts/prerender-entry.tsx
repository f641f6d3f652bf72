// Bundled for Node by scripts/prerender.ts: the shell around mf-public's pages, rendered to HTML.
import publicRoutes from '../../mf-public/src/routes';
import { renderPage } from '../src/prerender/render-page';
import { type RemoteEntry } from '../src/runtime-config';

/** Paths mf-public serves that are plain public pages (no parameters). */
export const publicPaths: string[] = publicRoutes.filter((route) => route.access === 'public' && !route.path.includes(':')).map((route) => route.path);

export function render(path: string, remotes: RemoteEntry[]) {
  return renderPage({ path, remotes, routesByRemote: { mfPublic: publicRoutes } });
}
