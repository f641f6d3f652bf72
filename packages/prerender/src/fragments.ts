/**
 * Where a remote publishes its prerendered pages, beside its mf-manifest.json: per page a body
 * fragment (what goes inside the shell's <main>) and a head fragment (title, meta and link tags,
 * the page's styles), and an index of them.
 */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_INDEX = 'index.json';

export type PrerenderedPage = {
  /** Files under prerendered/. */
  body: string;
  head: string;
  /** The page's language (`/hi/about` is `hi`); absent in indexes written before pages had languages. */
  locale?: string;
  title: string | null;
  description: string | null;
};

export type PrerenderedIndex = { pages: Record<string, PrerenderedPage> };

/** The fragment's name for a page path: `/` is `index`, `/privacy-policy` is `privacy-policy`. */
export function fragmentName(path: string): string {
  return path.replace(/^\/+|\/+$/g, '') || 'index';
}

export function fragmentFiles(path: string): { body: string; head: string } {
  const name = fragmentName(path);
  return { body: `${name}.html`, head: `${name}.head.html` };
}

/** The site URLs of a page's fragments, for a remote served under `mount` (`/mf/signup/`). */
export function fragmentUrls(mount: string, path: string): { body: string; head: string } {
  const files = fragmentFiles(path);
  const base = `${mount.replace(/\/*$/, '/')}${PRERENDERED_DIR}/`;
  return { body: `${base}${files.body}`, head: `${base}${files.head}` };
}

/** The mount a remote is served under, from its manifest URL (`/mf/signup/mf-manifest.json`), or null when not on this site. */
export function remoteMount(entry: string): string | null {
  if (!entry.startsWith('/') || entry.startsWith('//')) return null;
  return entry.replace(/[^/]*$/, '');
}
