// Post-build step: writes dist/<route>/index.html for every route the runtime config lists: the
// shell's document with its layout prerendered, into which the static server includes the owning
// remote's prerendered page when it serves it (docs/architecture.md, "Prerendered pages"). The shell
// never builds a remote's source: a redeployed remote's pages show without rebuilding the shell.
// Usage: node --import tsx scripts/prerender.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, localizedPath, type Locale } from '@matrimony/i18n';
import { remoteMount, sitemapDocument, withPrerenderBundle, type RenderedRoute } from '@matrimony/prerender';
import { runtimeConfigSchema, type RemoteEntry } from '../src/runtime-config';
import { contentSecurityPolicy, CSP_FILE, pageDocument, pageFile } from './html';

type LayoutBundle = {
  fontHead: string;
  renderLayout: (path: string, remotes: RemoteEntry[], locale?: Locale) => Promise<RenderedRoute>;
};

const shellDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(shellDir, 'dist');

async function main(): Promise<void> {
  const config = runtimeConfigSchema.parse(
    JSON.parse(await readFile(path.join(distDir, 'runtime-config.json'), 'utf8'))
  );
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const mounts: string[] = [];
  await withPrerenderBundle<LayoutBundle, void>(
    { context: shellDir, entry: './scripts/prerender-entry.tsx', assetPublicPath: '/' },
    async (bundle) => {
      for (const remote of config.remotes) {
        const mount = remoteMount(remote.entry);
        if (!mount) {
          console.log(
            `${remote.name} is not served by this site (${remote.entry}): its pages are not prerendered`
          );
          continue;
        }
        // Every page in every language at its own URL (/hi/about: <html lang="hi-IN">, the layout in Hindi,
        // the remote's Hindi fragments); member pages too, whose remote has no fragments (the plain app page).
        for (const pagePath of remote.routes.filter((route) => !route.includes(':')))
          for (const locale of LOCALE_CODES) {
            const sitePath = localizedPath(locale, pagePath);
            const layout = await bundle.renderLayout(pagePath, config.remotes, locale);
            const file = path.join(distDir, pageFile(sitePath));
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(
              file,
              pageDocument(template, {
                path: sitePath,
                mount,
                layout,
                fontHead: bundle.fontHead,
                lang: locale === DEFAULT_LOCALE ? undefined : LOCALES[locale].tag
              })
            );
            console.log(`document ${sitePath} (fragments from ${mount}) → ${path.relative(shellDir, file)}`);
          }
        mounts.push(mount);
      }
    }
  );
  // The sitemap: each remote's entries (its prerendered/sitemap.xml), included when it is served.
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapDocument(mounts));
  console.log(`sitemap → ${path.relative(shellDir, path.join(distDir, 'sitemap.xml'))}`);
  await writeFile(path.join(distDir, CSP_FILE), `${contentSecurityPolicy()}\n`);
  console.log(`Content-Security-Policy → ${path.relative(shellDir, path.join(distDir, CSP_FILE))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
