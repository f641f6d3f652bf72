import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { PUBLIC_PAGES, REMOTE_PREFIXES, RENDERED_BY_MF_PUBLIC } from '../src/public-pages';
import { expect, test } from '../src/test';

/** One set of head tags (the app's, none left over from the prerender): canonical URL, social title, description, index. */
async function expectIndexableMetadata(page: Page, path: string): Promise<void> {
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '', 'https://invalid.example').pathname, 'canonical URL').toBe(path);
  await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{20,}/);
  await expect(head.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
}

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} shows "${heading}" rendered by mf-public, accessibly`, async ({ page }) => {
    const fromPublicRemote: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(REMOTE_PREFIXES.public)) fromPublicRemote.push(pathname);
    });

    await page.goto(path);
    await expect(page.locator(RENDERED_BY_MF_PUBLIC).getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(fromPublicRemote).toContain(`${REMOTE_PREFIXES.public}mf-manifest.json`);
    await expectIndexableMetadata(page, path);
    await expectNoSeriousA11yViolations(page, path);
  });
}

test('the HTML of every public page holds its heading before any script runs', async ({
  request,
  browser
}) => {
  const noScript = await browser.newPage({ javaScriptEnabled: false });
  try {
    for (const { path, heading } of PUBLIC_PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
      await noScript.setContent(await response.text());
      await expect(noScript.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
  } finally {
    await noScript.close();
  }
});

test('the landing page downloads nothing from the signup or account remotes', async ({ page }) => {
  const fromOtherRemotes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(REMOTE_PREFIXES.signup) || pathname.startsWith(REMOTE_PREFIXES.account))
      fromOtherRemotes.push(pathname);
  });
  await page.goto('/');
  await expect(
    page.locator(RENDERED_BY_MF_PUBLIC).getByRole('link', { name: 'Sign up for Free' }).first()
  ).toHaveAttribute('href', '/signup');
  await page.waitForLoadState('networkidle');
  expect(fromOtherRemotes).toEqual([]);
});

test('an unknown path answers 404 and shows "Oops! Page not found", a way home, and asks search engines not to index it', async ({
  page,
  consoleGuard
}) => {
  // The browser reports the document's 404 in the console: that status is the point: a path that is no page must not look like one.
  consoleGuard.allow(/status of 404 \(Not Found\) \(http:\/\/[^)]+\/no-such-page\/at-all\)$/);
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGES[0].heading);
});

test('browsers find the site icon (they ask for it on every first visit)', async ({ page, request }) => {
  await page.goto('/about');
  const icons = page.locator('head link[rel~="icon"]');
  const declared = (await icons.count()) > 0 ? await icons.first().getAttribute('href') : null;
  const response = await request.get(declared ?? '/favicon.ico');
  expect(response.status(), `GET ${declared ?? '/favicon.ico'}`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
});
