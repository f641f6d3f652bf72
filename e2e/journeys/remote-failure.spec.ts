import { PUBLIC_PAGES, RENDERED_BY_MF_PUBLIC } from '../src/public-pages';
import { expect, test } from '../src/test';

// The account remote's manifest under both spellings: a deploy serving it from its own origin
// (".../mf-account/.../mf-manifest.json") and the gateway's path.
const ACCOUNT_MANIFESTS = ['**/mf-account/**mf-manifest.json', '**/mf/account/mf-manifest.json'];
// Pages the runtime config gives to the account remote.
const ACCOUNT_PAGES = ['/dashboard', '/my-profile', '/subscription'];

test('a dead account remote shows the fallback on its pages while public pages keep working', async ({
  page,
  consoleGuard
}) => {
  // The aborted manifest is logged by the browser and the federation runtime: that is the point here.
  consoleGuard.allow(/mf-manifest\.json/);
  consoleGuard.allow(/RUNTIME-0\d\d/);
  let aborted = 0;
  for (const pattern of ACCOUNT_MANIFESTS) {
    await page.route(pattern, (route) => {
      aborted += 1;
      return route.abort('connectionfailed');
    });
  }

  const fallback = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'This page could not be loaded' }) });
  for (const path of ACCOUNT_PAGES) {
    await page.goto(path);
    await expect(fallback, path).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  }
  expect(aborted, 'the shell retried the manifest before giving up').toBeGreaterThan(ACCOUNT_PAGES.length);

  // The header still works beside the fallback, and so do another remote's pages.
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator(RENDERED_BY_MF_PUBLIC).getByRole('heading', { level: 1 })).toHaveText('About Us');
  await page.goto('/');
  await expect(page.locator(RENDERED_BY_MF_PUBLIC).getByRole('heading', { level: 1 })).toHaveText(
    PUBLIC_PAGES[0].heading
  );

  // Once the remote is back, "Try again" loads it: a visitor on /dashboard is sent to sign in.
  await page.goto('/dashboard');
  await expect(fallback).toBeVisible();
  for (const pattern of ACCOUNT_MANIFESTS) await page.unroute(pattern);
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fdashboard$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a dead public remote leaves the prerendered page readable, its links working', async ({
  page,
  consoleGuard
}) => {
  consoleGuard.allow(/mf-manifest\.json/);
  consoleGuard.allow(/RUNTIME-0\d\d/);
  let aborted = 0;
  await page.route('**/mf/public/mf-manifest.json', (route) => {
    aborted += 1;
    return route.abort('connectionfailed');
  });

  await page.goto('/');
  await expect
    .poll(() => aborted, { message: 'the shell gave up on mf-public after its retries' })
    .toBeGreaterThan(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGES[0].heading);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  // Pages of the other remotes still load.
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
