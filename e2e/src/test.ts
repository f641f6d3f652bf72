import { test as base, expect } from '@playwright/test';
import { type ConsoleEntry, consoleProblem } from './console-problems';
import { recordTabStories } from './failure-report';
import { recordToasts } from './toasts';

export { expect };

export type ConsoleGuard = {
  /** Tolerates console lines matching `pattern` in this test (a request the test makes fail on purpose). */
  allow(pattern: RegExp): void;
};

/**
 * Every journey's `page` fails its test on console errors, uncaught exceptions and the Module
 * Federation warnings of console-problems.ts, and records the toasts it shows (toasts.ts). `baseURL` is the
 * gateway global-setup started.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from its first parameter
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error(
        'E2E_BASE_URL is not set: run the journeys through playwright.config.ts (global setup)'
      );
    await use(url);
  },
  context: async ({ context }, use, testInfo) => {
    await recordToasts(context);
    const reportTabs = recordTabStories(context);
    await use(context);
    await reportTabs(testInfo);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const entries: ConsoleEntry[] = [];
      page.on('console', (message) =>
        entries.push({ type: message.type(), text: message.text(), url: message.location().url })
      );
      page.on('pageerror', (error) =>
        entries.push({ type: 'error', text: `uncaught exception: ${error.message}` })
      );
      await use({ allow: (pattern) => allowed.push(pattern) });
      const problems = entries.flatMap((entry) => consoleProblem(entry, allowed) ?? []);
      expect(problems, 'browser console errors and federation warnings').toEqual([]);
    },
    { auto: true }
  ]
});
