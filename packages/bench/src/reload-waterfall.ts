import { pathToFileURL } from 'node:url';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { startStack } from '@matrimony/dev-stack';
import { RELOAD_PAGES } from './reload-to-data';
import { signInAsBride } from './sign-in';

/** One request of a reload: milliseconds from the navigation's start, and what started it. */
export type WaterfallStep = {
  url: string;
  startMs: number;
  endMs: number;
  /** 0 for the document; otherwise one more than the request whose script (or document) started it. */
  depth: number;
};

type Pending = { url: string; start: number; initiatorUrl: string | undefined; end?: number };

type Initiator = { url?: string; stack?: { callFrames: { url: string }[]; parent?: Initiator['stack'] } };

/** The script (or document) that asked for a request: the innermost frame with a URL, else the parser's document. */
function initiatorUrlOf(initiator: Initiator): string | undefined {
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
  }
  return initiator.url;
}

/** Records every request of one reload of the open page until `data` shows (CDP Network timing). */
export async function reloadWaterfall(page: Page, cdp: CDPSession, data: string): Promise<WaterfallStep[]> {
  const requests = new Map<string, Pending>();
  let navigationStart: number | undefined;
  const onRequest = (event: {
    requestId: string;
    request: { url: string };
    timestamp: number;
    type?: string;
    initiator: Initiator;
  }) => {
    if (event.type === 'Document') navigationStart ??= event.timestamp;
    requests.set(event.requestId, {
      url: event.request.url,
      start: event.timestamp,
      initiatorUrl: initiatorUrlOf(event.initiator)
    });
  };
  const onFinished = (event: { requestId: string; timestamp: number }) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.loadingFailed', onFinished);
  try {
    await page.reload({ waitUntil: 'commit' });
    await page.locator(data).first().waitFor({ timeout: 30_000 });
    const dataAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(200);
    const origin = navigationStart ?? 0;
    const ms = (seconds: number) => Math.round((seconds - origin) * 1000);
    const steps: WaterfallStep[] = [];
    const depthOf = new Map<string, number>();
    const sorted = [...requests.values()].sort((a, b) => a.start - b.start);
    for (const request of sorted) {
      const parent = request.initiatorUrl ? depthOf.get(request.initiatorUrl) : undefined;
      const depth = request.start === navigationStart ? 0 : (parent ?? 0) + 1;
      if (!depthOf.has(request.url)) depthOf.set(request.url, depth);
      steps.push({
        url: request.url,
        startMs: ms(request.start),
        endMs: ms(request.end ?? request.start),
        depth
      });
    }
    steps.push({
      url: `(data visible: ${data})`,
      startMs: Math.round(dataAt),
      endMs: Math.round(dataAt),
      depth: -1
    });
    return steps;
  } finally {
    cdp.off('Network.requestWillBeSent', onRequest);
    cdp.off('Network.loadingFinished', onFinished);
    cdp.off('Network.loadingFailed', onFinished);
  }
}

function printWaterfall(steps: WaterfallStep[], origin: string): void {
  for (const step of steps) {
    const path = step.url.startsWith(origin) ? step.url.slice(origin.length) : step.url;
    const depth = step.depth < 0 ? ' ' : String(step.depth);
    console.log(
      `${String(step.startMs).padStart(6)} → ${String(step.endMs).padStart(6)} ms  d${depth}  ${path.slice(0, 110)}`
    );
  }
}

/**
 * Prints the request chain of reloading /dashboard and /explore as the demo bride: each request's start and end
 * relative to the navigation's start. `RELOAD_WATERFALL_URL` uses a running platform (seeded); otherwise one is
 * started on free ports (frontends as last built). `RELOAD_WATERFALL_RUNS` reloads per page (default 2).
 */
async function main(): Promise<void> {
  const given = process.env.RELOAD_WATERFALL_URL;
  const stack = given
    ? null
    : await startStack({ portsMode: 'auto', build: false, seed: true, log: () => {} });
  const url = given ?? stack!.url;
  const runs = Number(process.env.RELOAD_WATERFALL_RUNS ?? 2);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu']
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await signInAsBride(page, url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    for (const { path, data } of Object.values(RELOAD_PAGES)) {
      await page.goto(`${url}${path}`);
      await page.locator(data).first().waitFor({ timeout: 30_000 });
      for (let run = 1; run <= runs; run += 1) {
        console.log(`\n${path}, reload ${run}:`);
        printWaterfall(await reloadWaterfall(page, cdp, data), url);
      }
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
