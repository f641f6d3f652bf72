import { againOnTakenPort, findFreePort } from '@matrimony/dev-stack';
import { setTimeout as sleep } from 'node:timers/promises';

/** Thrown by a `waitFor` check when waiting longer cannot help (the process it waits for has exited). */
export class StopWaiting extends Error {}

/**
 * Polls until `check` resolves truthy; after timeoutMs fails with a message naming what was awaited. A check that
 * throws StopWaiting ends the wait at once.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs: number,
  intervalMs = 100
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (error instanceof StopWaiting) throw new Error(`Stopped waiting for ${what}: ${error.message}`);
      lastError = ` (last error: ${(error as Error).message})`;
    }
    await sleep(intervalMs);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${lastError}`);
}

/** True when GET url answers 200 within 2 s. */
export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status === 200;
}

/** Starts something on a port findFreePort chose, and again on a new one when the child found it taken meanwhile. */
export function onFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  return againOnTakenPort(async () => start(await findFreePort()));
}
