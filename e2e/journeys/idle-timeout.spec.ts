import { newMember } from '../src/members';
import { makeJpegs, type TestPhotos } from '../src/photos';
import { registerThroughWizard } from '../src/register';
import { expect, test } from '../src/test';

// Spec section 4: a member idle for more than 5 minutes (checked every 60 s) is signed out to
// /signin?timeout=true with "Session Expired"; "payment-start" holds that off for 10 minutes
// until "payment-success". The page's clock is faked so minutes pass at once.
const SIX_MINUTES = 6 * 60_000;

let photos: TestPhotos;
test.beforeAll(async () => {
  photos = await makeJpegs(1);
});
test.afterAll(async () => {
  await photos.remove();
});

test('an idle member is signed out with "Session Expired", except while a payment is in progress', async ({ page }) => {
  await page.clock.install();
  const member = { ...newMember(), fullName: 'Harpreet Singh' };
  await registerThroughWizard(page, member, photos.paths[0]!);
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  const signOutCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().endsWith('/api/identity/sessions/current')) signOutCalls.push(request.url());
  });

  // A payment window is open: six quiet minutes do not sign the member out.
  await page.evaluate(() => window.dispatchEvent(new Event('payment-start')));
  await page.clock.fastForward(SIX_MINUTES);
  // A sign-out would have been requested inside fastForward; the browser reports requests in
  // order, so once a later request has completed, an earlier one would have been seen.
  await page.evaluate(() => fetch('/api/identity/healthz').then((response) => response.status));
  expect(signOutCalls, 'sign-out requests during the payment window').toEqual([]);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(signOut).toBeVisible();

  // Payment done; six more quiet minutes do.
  await page.evaluate(() => window.dispatchEvent(new Event('payment-success')));
  await page.clock.fastForward(SIX_MINUTES);
  await expect(page).toHaveURL(/\/signin\?timeout=true$/);
  expect(signOutCalls).toHaveLength(1);
  const notice = page.getByRole('alert').filter({ hasText: 'Session Expired' });
  await expect(notice).toContainText('You have been automatically logged out due to inactivity.');
  await expect(signOut).toHaveCount(0);

  // The session is really gone: the dashboard asks for a sign-in again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fdashboard$/);
});
