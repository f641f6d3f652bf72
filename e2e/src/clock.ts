import type { Page, Request } from '@playwright/test';
import { expect } from './test';

/**
 * Fakes the browser's clock so minutes can pass at once, without breaking code loading.
 *
 * The federation runtime gives every chunk it fetches a 120-second timeout on the page's
 * clock. Fast-forwarding while a chunk is still on the wire fires that timeout and the chunk
 * fails with ChunkLoadError (seen in CI on a loaded machine), so `fastForward` first waits
 * until no script the page asked for is still loading.
 */
export async function installFakeClock(page: Page) {
  await page.clock.install();
  const scriptsInFlight = new Set<Request>();
  const context = page.context();
  context.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsInFlight.add(request);
  });
  const done = (request: Request) => scriptsInFlight.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);

  return {
    async fastForward(milliseconds: number) {
      await expect
        .poll(() => [...scriptsInFlight].map((request) => request.url()), { message: 'scripts still loading before the clock moves' })
        .toEqual([]);
      await page.clock.fastForward(milliseconds);
    }
  };
}
