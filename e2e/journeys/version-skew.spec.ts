import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type Page } from '@playwright/test';
import { RENDERED_BY_MF_PUBLIC, REMOTE_PREFIXES } from '../src/public-pages';
import {
  buildPublicVariant,
  NEXT_RELEASE_HEADING,
  NEXT_RELEASE_PATH,
  type RemoteVariant
} from '../src/remote-variants';
import { expect, test } from '../src/test';

// The shell of this release meets mf-public one release ahead and one behind (docs/architecture.md "Version skew
// between the shell and remotes"): the browser is served a variant build of mf-public in place of the deployed one,
// as it would be mid-rollout, when one slice has shipped and the other has not.

// A variant build takes a few seconds on a quiet machine, a minute or more beside the journeys.
const BUILD_TIMEOUT_MS = 5 * 60_000;

/** Serves mf-public's files from `dist` to this context; returns how many were served and a way to stop. */
async function serveRemoteFrom(context: BrowserContext, dist: string) {
  const pattern = `**${REMOTE_PREFIXES.public}**`;
  const served: string[] = [];
  await context.route(pattern, async (route) => {
    const file = join(dist, new URL(route.request().url()).pathname.slice(REMOTE_PREFIXES.public.length));
    if (!existsSync(file) || !statSync(file).isFile())
      return route.fulfill({ status: 404, body: 'not in this release' });
    served.push(file);
    return route.fulfill({ path: file, headers: { 'cache-control': 'no-cache' } });
  });
  return { served, stop: () => context.unroute(pattern) };
}

async function variant(name: RemoteVariant): Promise<string> {
  test.setTimeout(BUILD_TIMEOUT_MS + 10 * 60_000);
  return buildPublicVariant(name);
}

/** The shell loads a remote up to three times (DEFAULT_REMOTE_RETRY) before it keeps the prerendered page. */
const ATTEMPTS_PER_PAGE = 3;

async function shellGaveUp(served: string[], pages: number): Promise<void> {
  await expect
    .poll(() => served.filter((file) => file.endsWith('remoteEntry.js')).length, {
      message: `the shell tried the remote ${ATTEMPTS_PER_PAGE} times on each of ${pages} page(s)`
    })
    .toBe(ATTEMPTS_PER_PAGE * pages);
}

const heading = (page: Page) => page.locator(RENDERED_BY_MF_PUBLIC).getByRole('heading', { level: 1 });

test('a remote one release ahead: its new page, new shared library and new export work beside the older shell', async ({
  page,
  context
}) => {
  const remote = await serveRemoteFrom(context, await variant('next'));

  await page.goto(NEXT_RELEASE_PATH);
  await expect(heading(page)).toHaveText(NEXT_RELEASE_HEADING);
  await expect(page.getByText('Release checked by zod: next')).toBeVisible();
  expect(remote.served.some((file) => file.endsWith('remoteEntry.js'))).toBe(true);

  // The pages the shell already knew still render from the new release, and the header still works.
  await page.goto('/about');
  await expect(heading(page)).toHaveText('About Us');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goBack();
  await expect(heading(page)).toHaveText('About Us');
});

test('a remote one release behind: a page the shell routes to it but it lacks is the Not Found page, the rest works', async ({
  page,
  context
}) => {
  await serveRemoteFrom(context, await variant('previous'));

  await page.goto('/support-ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);

  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(heading(page)).toHaveText('About Us');
});

test('a remote from before the route contract: its prerendered pages stay readable and linked, and the shipped release takes over', async ({
  page,
  context,
  consoleGuard
}) => {
  // The federation runtime logs each try at the missing module: that is the skew being shown.
  consoleGuard.allow(/Module "\.\/routes" does not exist in container/);
  const remote = await serveRemoteFrom(context, await variant('previous-contract'));

  // The prerendered landing page stays readable when the remote's routes cannot be had.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Find your life partner on India's most trusted matrimonial platform"
  );
  await shellGaveUp(remote.served, 1);
  await expect(page.locator('#root[data-prerendered-path="/"]')).toBeVisible();

  // Its links still reach the other public pages, as the prerendered documents they are.
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');

  // The page stays the prerendered one (the app never took it over), and the other remotes keep working.
  await shellGaveUp(remote.served, 2);
  await expect(page.locator('#root[data-prerendered-path="/about"]')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // Once the remote's shipped release rolls out, the next page load runs it: the app renders the page again.
  await remote.stop();
  await page.goto('/about');
  await expect(heading(page)).toHaveText('About Us');
});
