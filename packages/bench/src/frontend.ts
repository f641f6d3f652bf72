import { type Figures } from './budgets';
import { measureRoutes, type JsPart } from './frontend-bytes';
import { CATEGORIES, lighthouseScores } from './lighthouse';
import { percentile } from './stats';

export const PAGES = { landing: '/', signin: '/signin', signup: '/signup' } as const;

/** Lighthouse scores (median of `lighthouseRuns` runs: single runs swing), JavaScript bytes per part and first-load request counts for each page. */
export async function measureFrontend(gatewayUrl: string, lighthouseRuns: number, log: (line: string) => void): Promise<Figures> {
  const figures: Figures = {};
  for (const [page, path] of Object.entries(PAGES)) {
    log(`  Lighthouse (mobile) ${path}, median of ${lighthouseRuns}`);
    try {
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i += 1) runs.push(await lighthouseScores(`${gatewayUrl}${path}`));
      for (const category of CATEGORIES) figures[`frontend.${page}.lighthouse.${category}`] = { value: percentile(runs.map((r) => r[category]), 50) };
    } catch (error) {
      for (const category of CATEGORIES) figures[`frontend.${page}.lighthouse.${category}`] = { missing: (error as Error).message.slice(0, 200) };
    }
  }
  log('  JavaScript and requests per route (Chromium, cold cache)');
  try {
    const loads = await measureRoutes(gatewayUrl, PAGES);
    for (const [page, load] of Object.entries(loads)) {
      const parts = Object.entries(load.jsGzipBytes) as [JsPart, number][];
      for (const [part, bytes] of parts) figures[`frontend.${page}.js-gzip-kb.${part}`] = { value: bytes / 1024 };
      figures[`frontend.${page}.js-gzip-kb.total`] = { value: parts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024 };
      figures[`frontend.${page}.first-load-requests`] = { value: load.requests };
    }
  } catch (error) {
    for (const page of Object.keys(PAGES)) figures[`frontend.${page}.js-gzip-kb.total`] = { missing: (error as Error).message.slice(0, 200) };
  }
  return figures;
}
