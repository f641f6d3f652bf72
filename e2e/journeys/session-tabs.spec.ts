import { type Page } from '@playwright/test';
import { installFakeClock } from '../src/clock';
import { signInAs } from '../src/demo-accounts';
import { expect, test } from '../src/test';

// Review finding 5: refresh tokens rotate, and a spent one presented again ends the session. Tabs share
// one session, so only one tab may refresh. The browser's clock is faked so that many access-token
// lifetimes (5 minutes each) pass at once; the member keeps using the site so the idle sign-out stays away.
const TWO_MINUTES = 2 * 60_000;

test('two tabs keep one session through many refreshes, and no refresh token is sent twice', async ({ page, context }) => {
  const clock = await installFakeClock(page);
  await signInAs(page, 'free');
  const refreshes: { tab: string; refreshToken: string; status?: number }[] = [];
  const watch = (tab: Page, name: string) =>
    tab.on('requestfinished', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/api/identity/sessions/tokens')) return;
      const entry = { tab: name, refreshToken: new URLSearchParams(request.postData() ?? '').get('refresh_token') ?? '', status: undefined as number | undefined };
      refreshes.push(entry);
      void request.response().then((response) => (entry.status = response?.status()));
    });
  watch(page, 'first');
  const second = await context.newPage();
  watch(second, 'second');
  await second.goto('/dashboard');
  await expect(second.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  for (let step = 0; step < 10; step += 1) {
    await (step % 2 === 0 ? page : second).mouse.move(120 + step * 10, 240);
    await clock.fastForward(TWO_MINUTES);
  }
  await expect.poll(() => refreshes.length, { message: 'rotations over 20 minutes of 5-minute tokens' }).toBeGreaterThanOrEqual(3);
  await expect.poll(() => refreshes.every((refresh) => refresh.status === 200)).toBe(true);
  const sent = refreshes.map((refresh) => refresh.refreshToken);
  expect(new Set(sent).size, 'every refresh token is sent once').toBe(sent.length);
  expect(new Set(refreshes.map((refresh) => refresh.tab)), 'one tab refreshes').toEqual(new Set(['first']));

  // Reloading the refreshing tab hands the refreshing to the other; both stay signed in.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  for (let step = 0; step < 3; step += 1) {
    await second.mouse.move(200 + step * 10, 260);
    await clock.fastForward(TWO_MINUTES);
  }
  await expect.poll(() => refreshes.some((refresh) => refresh.tab === 'second')).toBe(true);
  await expect.poll(() => refreshes.every((refresh) => refresh.status === 200)).toBe(true);
  const all = refreshes.map((refresh) => refresh.refreshToken);
  expect(new Set(all).size).toBe(all.length);
  for (const tab of [page, second]) {
    await tab.goto('/my-profile');
    await expect(tab).toHaveURL(/\/my-profile$/);
    await expect(tab.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  }
});
