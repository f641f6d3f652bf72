import { SIGNED_IN_TIMEOUT_MS } from '../src/proof-of-work';
import { type Page } from '@playwright/test';
import { READY_ACCOUNTS } from '../src/demo-accounts';
import { APP, PRERENDERED, REMOTE_PREFIXES } from '../src/public-pages';
import { expect, test } from '../src/test';

// /signup and /signin are prerendered like the public pages: the form shows before any script runs,
// and what a visitor types (and sends) into it before the app is ready goes with them into the app.

/** Holds every mf-signup file until the returned function is called: the app cannot take over before. */
async function holdSignupRemote(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${REMOTE_PREFIXES.signup}**`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the sign-up and sign-in forms are in the HTML before any script runs', async ({ request, browser }) => {
  const noScript = await browser.newPage({ javaScriptEnabled: false });
  try {
    for (const { path, heading, field } of [
      { path: '/signup', heading: 'Mobile Verification', field: 'Mobile Number' },
      { path: '/signin', heading: 'Sign In', field: 'Password' }
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      await noScript.setContent(await response.text());
      await expect(noScript.getByRole('heading', { name: heading }), path).toBeVisible();
      await expect(noScript.getByLabel(field, { exact: false }).first(), path).toBeVisible();
    }
  } finally {
    await noScript.close();
  }
});

test('a visitor who types and presses Sign In before the app is ready is signed in', async ({ page }) => {
  const account = READY_ACCOUNTS.free;
  const release = await holdSignupRemote(page);
  await page.goto('/signin', { waitUntil: 'domcontentloaded' });
  const prerendered = page.locator(PRERENDERED('/signin'));
  await prerendered.locator('#signin-mobile').fill(account.mobile);
  await prerendered.locator('#signin-password').fill(account.password);
  await prerendered.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Held back, not sent as a page reload that would lose both fields.
  await expect(prerendered.locator('#signin-password')).toHaveValue(account.password);
  expect(new URL(page.url()).pathname).toBe('/signin');

  release();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: SIGNED_IN_TIMEOUT_MS });
});

test("a mobile number typed into sign-up's first step before the app is ready stays, with the caret", async ({
  page
}) => {
  const release = await holdSignupRemote(page);
  await page.goto('/signup', { waitUntil: 'domcontentloaded' });
  await page.locator(`${PRERENDERED('/signup')} #signup-mobile`).fill('9876512345');

  release();
  const mobile = page.locator(`${APP} #signup-mobile`);
  await expect(mobile).toHaveValue('9876512345');
  await expect(mobile).toBeFocused();
  // The app's form state holds it too: Send OTP is offered for a complete number.
  await expect(page.locator(APP).getByRole('button', { name: 'Send OTP' })).toBeEnabled();
});
