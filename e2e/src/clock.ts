import type { Page, Request } from '@playwright/test';
import { expect } from './test';

/**
 * Fakes the browser's clock so minutes can pass at once, without breaking code loading.
 *
 * The federation runtime gives every chunk it fetches a 120-second timeout on the page's
 * clock. Fast-forwarding while a chunk is still on the wire fires that timeout and the chunk
 * fails with ChunkLoadError (seen in CI on a loaded machine), so `fastForward` first waits
 * until no script the current documents asked for is still loading. The browser reports a
 * request to the test some time after the page asked for it, and a script has run only after
 * its response ended, so the pages are asked too: rspack's chunk loader keeps a
 * `script[data-rspack]` element in the document from the moment it starts the timeout until
 * the chunk has run or failed.
 */
export async function installFakeClock(page: Page) {
  await page.clock.install();
  const scriptsInFlight = new Map<Request, Page | null>();
  const context = page.context();
  context.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsInFlight.set(request, request.frame().page());
  });
  const done = (request: Request) => scriptsInFlight.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  // A new document drops the old one's timers: its unfinished requests no longer matter (Chromium
  // does not always report requests cut off by a navigation).
  const forgetOnNavigation = (tab: Page) => {
    tab.on('framenavigated', (frame) => {
      if (frame !== tab.mainFrame()) return;
      for (const [request, owner] of scriptsInFlight)
        if (owner === tab && request.frame() === frame && !request.isNavigationRequest())
          scriptsInFlight.delete(request);
    });
    // A tab closed while a script was on the wire never reports that request again (seen in CI: a second
    // tab closed while it still fetched a remote's entry script).
    tab.on('close', () => {
      for (const [request, owner] of scriptsInFlight) if (owner === tab) scriptsInFlight.delete(request);
    });
  };
  forgetOnNavigation(page);
  context.on('page', forgetOnNavigation);

  const chunksPending = async (tab: Page) =>
    tab
      .evaluate(() =>
        [...document.querySelectorAll('script[data-rspack]')].map(
          (script) => script.getAttribute('src') ?? ''
        )
      )
      .catch(() => [] as string[]); // a tab closing or navigating has no timers left to fire
  const loading = async () => {
    for (const request of scriptsInFlight.keys())
      if (request.timing().responseEnd >= 0) scriptsInFlight.delete(request);
    const onTheWire = [...scriptsInFlight.keys()].map((request) => request.url());
    const inPages = await Promise.all(context.pages().map(chunksPending));
    return [...onTheWire, ...inPages.flat()];
  };
  return {
    async fastForward(milliseconds: number) {
      // A loaded machine can take long over a remote's entry script: wait for it rather than fail.
      await expect
        .poll(loading, { message: 'scripts still loading before the clock moves', timeout: 60_000 })
        .toEqual([]);
      await page.clock.fastForward(milliseconds);
    }
  };
}
