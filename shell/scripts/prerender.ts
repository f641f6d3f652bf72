// Post-build step: writes dist/<route>/index.html for every public page, so search engines and
// visitors get the content before any JavaScript runs. Usage: node --import tsx scripts/prerender.ts
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { runtimeConfigSchema, type RemoteEntry } from '../src/runtime-config';
import { type RenderedPage } from '../src/prerender/render-page';
import { prerenderConfig } from './prerender-config';
import { contentSecurityPolicy, CSP_FILE, pageFile, pageHtml } from './html';

type PrerenderBundle = {
  publicPaths: string[];
  fontHead: string;
  render: (path: string, remotes: RemoteEntry[]) => Promise<RenderedPage>;
};

const shellDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(shellDir, 'dist');

function compile(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(prerenderConfig(outDir), (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'shell-prerender-'));
  try {
    await compile(outDir);
    const bundle = createRequire(import.meta.url)(path.join(outDir, 'prerender.cjs')) as PrerenderBundle;
    const config = runtimeConfigSchema.parse(
      JSON.parse(await readFile(path.join(distDir, 'runtime-config.json'), 'utf8'))
    );
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    for (const pagePath of bundle.publicPaths) {
      const page = await bundle.render(pagePath, config.remotes);
      const file = path.join(distDir, pageFile(pagePath));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, pageHtml(template, { path: pagePath, ...page, fontHead: bundle.fontHead }));
      console.log(`prerendered ${pagePath} → ${path.relative(shellDir, file)}`);
    }
    await writeFile(path.join(distDir, CSP_FILE), `${contentSecurityPolicy()}\n`);
    console.log(`Content-Security-Policy → ${path.relative(shellDir, path.join(distDir, CSP_FILE))}`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
