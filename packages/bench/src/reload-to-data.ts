import { chromium, type Page } from '@playwright/test';
import { type Figures } from './budgets';
import { signInAsBride } from './sign-in';
import { percentile } from './stats';

/**
 * Member pages and what on each is their data: the dashboard's plan card (shown once the member's profile and
 * subscription are read) and the first profile card explore finds.
 */
export const RELOAD_PAGES = {
  dashboard: { path: '/dashboard', data: 'section[aria-labelledby="plan-heading"]' },
  explore: { path: '/explore', data: 'main a[href^="/profile/"]' }
} as const;

const SEEN_KEY = '__benchDataVisibleAt';
const LONG_FRAMES_KEY = '__benchLongFrames';

/**
 * Runs in every document before its own scripts: records `performance.now()` (milliseconds since the navigation
 * began) when an element matching the selector first appears, so the moment is the page's, not the next poll's,
 * and keeps the long animation frames (a frame whose main-thread work took 50 ms or more; Chromium reports no
 * `longtask` entries headless) so their time before that moment can be summed. Plain text, not a function:
 * tsx's transpiled functions call helpers that do not exist in the page.
 */
function watchForData(selector: string): string {
  return `{
    const longFrames = { entries: [], observer: new PerformanceObserver((list) => longFrames.entries.push(...list.getEntries())) };
    longFrames.observer.observe({ type: 'long-animation-frame', buffered: true });
    window.${LONG_FRAMES_KEY} = longFrames;
    const selector = ${JSON.stringify(selector)};
    const observer = new MutationObserver(() => {
      if (window.${SEEN_KEY} === undefined && document.querySelector(selector)) {
        window.${SEEN_KEY} = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }`;
}

type LongFrames = { entries: PerformanceEntry[]; observer: PerformanceObserver };

/**
 * One full reload of the page open at `path`: milliseconds from the navigation's start until its data shows, and
 * how many of them went to long frames (a frame that began before that moment counts whole: the one that renders
 * the data ends with it).
 */
async function reloadToData(page: Page, data: string): Promise<{ dataMs: number; longFramesMs: number }> {
  await page.reload({ waitUntil: 'commit' });
  await page.locator(data).first().waitFor({ timeout: 30_000 });
  const seen = await page.evaluate(
    async ([seenKey, framesKey]) => {
      // The frame that showed the data is reported once it has been painted.
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
      const at = (window as unknown as Record<string, number | undefined>)[seenKey];
      const frames = (window as unknown as Record<string, LongFrames | undefined>)[framesKey];
      if (at === undefined || !frames) return { at, longFramesMs: 0 };
      const entries = [...frames.entries, ...frames.observer.takeRecords()];
      const longFramesMs = entries
        .filter((entry) => entry.startTime < at)
        .reduce((sum, entry) => sum + entry.duration, 0);
      return { at, longFramesMs };
    },
    [SEEN_KEY, LONG_FRAMES_KEY] as const
  );
  if (typeof seen.at !== 'number') throw new Error(`${data} showed but its moment was not recorded`);
  return { dataMs: seen.at, longFramesMs: seen.longFramesMs };
}

/**
 * "Reload to data visible": the demo bride (the stack must be seeded) signed in, each page opened once, then
 * reloaded `runs` times as a member presses reload (same tab, so the session kept over the reload is restored;
 * the browser's cache as the first visit left it). Median and worst per page, milliseconds.
 */
export async function measureReloadToData(
  gatewayUrl: string,
  runs: number,
  log: (line: string) => void
): Promise<Figures> {
  const figures: Figures = {};
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu']
  });
  try {
    for (const [name, { path, data }] of Object.entries(RELOAD_PAGES)) {
      log(`  reload to data visible ${path} signed in, median of ${runs}`);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      try {
        await context.addInitScript({ content: watchForData(data) });
        const page = await context.newPage();
        await signInAsBride(page, gatewayUrl);
        await page.goto(`${gatewayUrl}${path}`);
        await page.locator(data).first().waitFor({ timeout: 30_000 });
        const samples: { dataMs: number; longFramesMs: number }[] = [];
        for (let i = 0; i < runs; i += 1) samples.push(await reloadToData(page, data));
        const dataMs = samples.map((sample) => sample.dataMs);
        const longFramesMs = samples.map((sample) => sample.longFramesMs);
        figures[`frontend.${name}.reload-to-data-ms`] = { value: percentile(dataMs, 50) };
        figures[`frontend.${name}.reload-to-data-worst-ms`] = { value: Math.max(...dataMs) };
        figures[`frontend.${name}.reload-long-frames-ms`] = { value: percentile(longFramesMs, 50) };
        log(
          `    ${dataMs.map((ms) => ms.toFixed(0)).join(', ')} ms; long frames before the data ` +
            `${longFramesMs.map((ms) => ms.toFixed(0)).join(', ')} ms`
        );
      } catch (error) {
        figures[`frontend.${name}.reload-to-data-ms`] = { missing: (error as Error).message.slice(0, 200) };
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
