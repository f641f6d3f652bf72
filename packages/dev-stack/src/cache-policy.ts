import { basename } from 'node:path';

export const revalidateAlways = 'no-cache';
export const cacheForever = 'public, max-age=31536000, immutable';

/** Files whose name stays the same from build to build: browsers must revalidate them. */
const fixedNameFiles = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'runtime-config.json'
]);

/** A content hash in the file name, e.g. `main.3f9a1c2b.js`, `vendor-3f9a1c2b7d.css`, `app.3f9a1c2b.js.map`. */
const contentHash = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;

/** Cache-Control for a built file: hashed assets never change, everything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (fixedNameFiles.has(name) || name.endsWith('.html')) return revalidateAlways;
  return contentHash.test(name) ? cacheForever : revalidateAlways;
}
