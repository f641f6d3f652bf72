import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { signInAs } from '../src/demo-accounts';
import { expect, test } from '../src/test';

async function ownProfilePath(page: Page): Promise<string> {
  await page.goto('/my-profile');
  const link = page.getByRole('link', { name: 'See how other members see your profile' });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/** "24.5 of 36" → 24.5 */
const totalOf = (text: string) => Number(/([\d.]+) of 36/.exec(text)?.[1]);

test('a premium member reads the Guna Milan breakdown on a profile, and filters explore to Guna 18 and over', async ({
  browser,
  page
}) => {
  const groomContext = await browser.newContext();
  const groomPage = await groomContext.newPage();
  await signInAs(groomPage, 'groom');
  const groomProfile = await ownProfilePath(groomPage);
  await groomContext.close();

  await signInAs(page, 'bride');
  await page.goto(groomProfile);
  // The demo bride is Tamil: the South tradition, so the ten Poruthams come before Guna Milan.
  const match = page.getByRole('region', { name: 'Horoscope match' });
  await expect(match.getByRole('heading', { level: 3 }).first()).toHaveText('Ten Poruthams');
  const poruthams = match.getByRole('region', { name: 'Ten Poruthams' });
  for (const porutham of ['Dinam', 'Ganam', 'Rajju', 'Vedha']) {
    await expect(poruthams.getByRole('rowheader', { name: porutham, exact: true })).toBeVisible();
  }
  const guna = page.getByRole('region', { name: 'Guna Milan (Ashtakoota)' });
  await expect(guna.getByText(/of 36/)).toBeVisible();
  const table = guna.getByRole('table');
  for (const koota of ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']) {
    await expect(table.getByRole('rowheader', { name: koota, exact: true })).toBeVisible();
  }
  // The demo groom is Magha in Simha, the bride Ardra in Mithuna: the texts read him as groom, her as bride.
  await expect(table.getByRole('columnheader', { name: 'Bride (you)' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Gana.*Rakshasa.*Manushya/ })).toBeVisible();
  const total = totalOf(await guna.getByText(/of 36/).first().innerText());
  expect(total).toBeGreaterThanOrEqual(0);
  expect(total).toBeLessThanOrEqual(36);
  await expectNoSeriousA11yViolations(page, '/profile/{id} Guna Milan');

  await page.goto('/explore');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const guna18 = filters.getByRole('checkbox', { name: /Guna score at least 18/ });
  await guna18.click();
  await expect(guna18).toBeChecked();
  await expect(page).toHaveURL(/gunaAtLeast18=true/);
  await expect(page.getByRole('button', { name: /Remove filter: Guna 18\+/i })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Members' }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  const name = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link', { name }).click();
  const found = page.getByRole('region', { name: 'Guna Milan (Ashtakoota)' });
  await expect(found.getByText(/of 36/)).toBeVisible();
  expect(totalOf(await found.getByText(/of 36/).first().innerText())).toBeGreaterThanOrEqual(18);
});
