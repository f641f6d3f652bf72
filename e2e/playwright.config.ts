import { defineConfig } from '@playwright/test';

// Journeys through the whole platform. global-setup starts it (gateway, frontends, services, dev
// issuer, embedded Mongo, nats-server) on free ports unless E2E_BASE_URL names a running one;
// tests read the gateway URL from there (src/test.ts). Flaky journeys are fixed, never retried.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

export default defineConfig({
  testDir: './journeys',
  // Generous bounds, not slack in what is asserted: beside a busy neighbour on two cores a page's first render
  // has taken 30 s (the browser, both workers' journeys and the platform share the machine), and at a load of
  // 25 the connections journey's two dozen steps, each with its accessibility scan, took 6 minutes. A failing
  // expectation still fails after the expect bound; the test's own bound only caps the sum. No journey sets
  // a shorter one.
  timeout: 900_000,
  expect: { timeout: 60_000 },
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Journeys that change what every other journey relies on (the ready couple blocking each other) run
  // alone at the end, once every other journey has finished.
  projects: [
    { name: 'journeys', testIgnore: '**/last/**' },
    { name: 'last', testMatch: '**/last/**/*.spec.ts', dependencies: ['journeys'] }
  ],
  globalSetup: './src/global-setup.ts',
  globalTeardown: './src/global-teardown.ts',
  use: {
    // Workers load this file after global setup has set E2E_BASE_URL; src/test.ts also insists on it.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run'
      ]
    }
  }
});
