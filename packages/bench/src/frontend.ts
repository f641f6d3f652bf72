import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findFreePort } from '@matrimony/dev-stack';
import { type Figures } from './budgets';
import { measureRoutes, type JsPart } from './frontend-bytes';
import { CATEGORIES, lighthouseScores } from './lighthouse';
import { signInAsBride } from './sign-in';
import { percentile } from './stats';

/** The landing page also in Hindi and Tamil at their own URLs (their SEO: hreflang, lang, canonical per language). */
export const PAGES = {
  landing: '/',
  'landing-hi': '/hi/',
  'landing-ta': '/ta/',
  signin: '/signin',
  signup: '/signup'
} as const;

/** Lighthouse scores (median of `lighthouseRuns` runs: single runs swing), JavaScript bytes per part and first-load request counts for each page. */
export async function measureFrontend(
  gatewayUrl: string,
  lighthouseRuns: number,
  log: (line: string) => void
): Promise<Figures> {
  const figures: Figures = {};
  for (const [page, path] of Object.entries(PAGES)) {
    log(`  Lighthouse (mobile) ${path}, median of ${lighthouseRuns}`);
    try {
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i += 1) runs.push(await lighthouseScores(`${gatewayUrl}${path}`));
      for (const category of CATEGORIES)
        figures[`frontend.${page}.lighthouse.${category}`] = {
          value: percentile(
            runs.map((r) => r[category]),
            50
          )
        };
      figures[`frontend.${page}.lighthouse.load-1m`] = { value: loadavg()[0]! };
    } catch (error) {
      for (const category of CATEGORIES)
        figures[`frontend.${page}.lighthouse.${category}`] = {
          missing: (error as Error).message.slice(0, 200)
        };
    }
  }
  Object.assign(figures, await measureSignedIn(gatewayUrl, lighthouseRuns, log));
  log('  JavaScript and requests per route (Chromium, cold cache)');
  try {
    const loads = await measureRoutes(gatewayUrl, PAGES);
    for (const [page, load] of Object.entries(loads)) {
      const parts = Object.entries(load.jsGzipBytes) as [JsPart, number][];
      for (const [part, bytes] of parts)
        figures[`frontend.${page}.js-gzip-kb.${part}`] = { value: bytes / 1024 };
      figures[`frontend.${page}.js-gzip-kb.total`] = {
        value: parts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024
      };
      figures[`frontend.${page}.first-load-requests`] = { value: load.requests };
    }
  } catch (error) {
    for (const page of Object.keys(PAGES))
      figures[`frontend.${page}.js-gzip-kb.total`] = { missing: (error as Error).message.slice(0, 200) };
  }
  return figures;
}

/**
 * Pages behind sign-in, measured as the demo bride (the stack must have been seeded); `profile` is the first
 * profile explore shows her (a demo groom), found once signed in.
 */
export const MEMBER_PAGES = { explore: '/explore', profile: '/profile/{id}' } as const;

/** Lighthouse on member pages: a browser signed in as the demo bride keeps a tab open, Lighthouse opens its own tab beside it. */
async function measureSignedIn(
  gatewayUrl: string,
  lighthouseRuns: number,
  log: (line: string) => void
): Promise<Figures> {
  const figures: Figures = {};
  const port = await findFreePort();
  // The browser's default context (a persistent one): Lighthouse's tab opens there too, so the session's
  // BroadcastChannel reaches it (a page from browser.newPage() would sit in a separate context).
  const profileDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu']
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await signInAsBride(page, gatewayUrl);
    await page.goto(`${gatewayUrl}/explore`);
    const profilePath = await page
      .locator('a[href^="/profile/"]')
      .first()
      .getAttribute('href', { timeout: 30_000 });
    if (!profilePath) throw new Error('explore showed the demo bride no profile to open');
    for (const [name, pattern] of Object.entries(MEMBER_PAGES)) {
      const path = pattern.replace('/profile/{id}', profilePath);
      log(`  Lighthouse (mobile) ${path} signed in, median of ${lighthouseRuns}`);
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i += 1)
        runs.push(await lighthouseScores(`${gatewayUrl}${path}`, port));
      for (const category of CATEGORIES)
        figures[`frontend.${name}.lighthouse.${category}`] = {
          value: percentile(
            runs.map((r) => r[category]),
            50
          )
        };
      figures[`frontend.${name}.lighthouse.load-1m`] = { value: loadavg()[0]! };
    }
  } catch (error) {
    for (const name of Object.keys(MEMBER_PAGES))
      for (const category of CATEGORIES)
        figures[`frontend.${name}.lighthouse.${category}`] = {
          missing: (error as Error).message.slice(0, 200)
        };
  } finally {
    await browser.close();
    await rm(profileDir, { recursive: true, force: true });
  }
  return figures;
}
