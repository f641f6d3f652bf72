import { type Page } from '@playwright/test';
import { READY_ACCOUNTS, signInAs } from '../src/demo-accounts';
import { expect, test } from '../src/test';

// A family computer: one member signs out and another signs in, in the same tab and without a reload.
// The second must see none of the first's data, even what the page had cached a moment ago.
const recommended = (page: Page) => page.getByRole('list', { name: 'Recommended members' });
const cardNames = (page: Page) => recommended(page).getByRole('heading').allInnerTexts();

test('the next member to sign in on the same tab sees their own recommendations, never the last member’s', async ({
  page
}) => {
  await signInAs(page, 'bride');
  await expect(recommended(page).getByRole('listitem').first()).toBeVisible();
  const bridesCards = await cardNames(page);
  expect(bridesCards.length).toBeGreaterThan(0);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('Mobile Number').fill(READY_ACCOUNTS.groom.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(READY_ACCOUNTS.groom.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(recommended(page).getByRole('listitem').first()).toBeVisible();
  const groomsCards = await cardNames(page);
  expect(
    groomsCards.filter((name) => bridesCards.includes(name)),
    'the bride’s recommendations shown to the groom'
  ).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    'no reload in between'
  ).toBe(true);
});
