import { expectNoSeriousA11yViolations } from '../src/axe';
import { signInAs } from '../src/demo-accounts';
import { expect, test } from '../src/test';
import { expectNotice } from '../src/toasts';

test('the demo bride filters explore, opens a profile and comes Back to the same results and place', async ({
  page
}) => {
  await signInAs(page, 'bride');
  await expect(page.getByRole('heading', { name: 'Today’s recommendations' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  const results = page.getByRole('list', { name: 'Members' });
  const cards = results.locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/explore');

  // The filter lives in the URL: the checkbox turns checked once the navigation lands, not on the click itself.
  const hindu = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: 'Hindu', exact: true });
  await hindu.click();
  await expect(hindu).toBeChecked();
  await expect(page).toHaveURL(/religion=Hindu/);
  await expect(page.getByRole('button', { name: /Remove filter: Religion: Hindu/i })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  for (const line of await cards.allInnerTexts()) expect(line).toContain('Hindu');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(async () => cards.count()).toBeGreaterThan(24);
  const target = cards.nth(26);
  await target.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(300);
  const name = (await target.getByRole('heading').innerText()).trim();
  await target.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/profile\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText(/% match/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /is looking for/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/profile/{id}');

  await page.goBack();
  await expect(page).toHaveURL(/\/explore\?religion=Hindu$/);
  await expect.poll(async () => cards.count()).toBeGreaterThan(24);
  await expect.poll(async () => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 200);
  await expect(page.getByRole('button', { name: /Remove filter: Religion: Hindu/i })).toBeVisible();
});

test('partner preferences are edited and kept', async ({ page }) => {
  await signInAs(page, 'groom');
  await page.goto('/partner-preferences');
  await expect(page.getByRole('heading', { name: 'Partner preferences', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/partner-preferences');
  const karnataka = () =>
    page.getByRole('group', { name: 'State' }).getByRole('checkbox', { name: 'Karnataka' });
  await page.getByRole('group', { name: 'State' }).getByRole('searchbox').fill('Karn');
  // Toggled from whatever it was, so the journey also holds against a long-running stack.
  const wasChecked = await karnataka().isChecked();
  await karnataka().click();
  await expect(karnataka()).toBeChecked({ checked: !wasChecked });
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expectNotice(page, 'Preferences saved');
  await page.reload();
  await expect(karnataka()).toBeChecked({ checked: !wasChecked });
});
