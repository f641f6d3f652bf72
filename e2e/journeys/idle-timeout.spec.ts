import { installFakeClock } from '../src/clock';
import { newMember } from '../src/members';
import { makeJpegs, type TestPhotos } from '../src/photos';
import { registerThroughWizard } from '../src/register';
import { expect, test } from '../src/test';

// Spec section 4: a member idle for more than 5 minutes (checked every 60 s) is signed out to
// /signin?timeout=true with "Session Expired"; "payment-start" holds that off for 10 minutes
// until "payment-success", and activity in any tab counts. The browser's clock is faked so
// minutes pass at once.
const TWO_MINUTES = 2 * 60_000;
const FOUR_MINUTES = 4 * 60_000;
const SIX_MINUTES = 6 * 60_000;

let photos: TestPhotos;
test.beforeAll(async () => {
  photos = await makeJpegs(1);
});
test.afterAll(async () => {
  await photos.remove();
});

test('an idle member is signed out with "Session Expired", unless busy paying or active in another tab', async ({
  page,
  context
}) => {
  const clock = await installFakeClock(page);
  const member = { ...newMember(), fullName: 'Harpreet Singh' };
  await registerThroughWizard(page, member, photos.paths[0]!);
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  const signOutCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().endsWith('/api/identity/sessions/current'))
      signOutCalls.push(request.url());
  });
  // A sign-out would be requested inside fastForward; the browser reports requests in order, so
  // once a later request has completed, an earlier one would have been seen.
  const expectStillSignedIn = async (why: string) => {
    await page.evaluate(() => fetch('/api/identity/healthz').then((response) => response.status));
    expect(signOutCalls, `sign-out requests ${why}`).toEqual([]);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(signOut).toBeVisible();
  };

  // A payment window is open: six quiet minutes do not sign the member out.
  await page.evaluate(() => window.dispatchEvent(new Event('payment-start')));
  await clock.fastForward(SIX_MINUTES);
  await expectStillSignedIn('during the payment window');

  // Payment done. Four quiet minutes here, then the member uses the site in a second tab:
  // two minutes later this tab has been quiet for six, but the member has not.
  await page.evaluate(() => window.dispatchEvent(new Event('payment-success')));
  await clock.fastForward(FOUR_MINUTES);
  const otherTab = await context.newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await otherTab.mouse.move(200, 300);
  await otherTab.keyboard.press('Tab');
  await otherTab.close();
  await clock.fastForward(TWO_MINUTES);
  await expectStillSignedIn('after activity in another tab');

  // Six minutes without anyone touching the site end the session.
  await clock.fastForward(SIX_MINUTES);
  await expect(page).toHaveURL(/\/signin\?timeout=true$/);
  expect(signOutCalls).toHaveLength(1);
  const notice = page.getByRole('alert').filter({ hasText: 'Session Expired' });
  await expect(notice).toContainText('You have been automatically logged out due to inactivity.');
  await expect(signOut).toHaveCount(0);

  // The session is really gone: the dashboard asks for a sign-in again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fdashboard$/);
});
