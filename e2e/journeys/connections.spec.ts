import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { READY_ACCOUNTS, signInAs } from '../src/demo-accounts';
import { expect, test } from '../src/test';

/** The member's own profile id, from My Profile's "how others see it" link. */
async function ownProfilePath(page: Page): Promise<string> {
  await page.goto('/my-profile');
  const link = page.getByRole('link', { name: 'See how other members see your profile' });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

test('the demo bride sends the groom an interest, he accepts it, and both see the mutual match with full names', async ({ browser, page }) => {
  const groomContext = await browser.newContext();
  const groomPage = await groomContext.newPage();
  await signInAs(groomPage, 'groom');
  const groomProfile = await ownProfilePath(groomPage);

  await signInAs(page, 'bride');
  await page.goto(groomProfile);
  const interest = page.locator('[data-slot="interest"]');
  await interest.getByRole('button', { name: 'Send interest' }).click();
  const dialog = page.getByRole('dialog', { name: /Send interest to/ });
  await dialog.getByRole('radio', { name: /share similar values/ }).check();
  await expectNoSeriousA11yViolations(page, 'send interest dialog');
  await dialog.getByRole('button', { name: 'Send interest' }).click();
  await expect(page.getByText('Interest sent', { exact: true })).toBeVisible();
  await expect(interest.getByRole('button', { name: 'Withdraw interest' })).toBeVisible();
  await page.goto('/interest-sent');
  await expect(page.getByRole('heading', { name: 'Interests sent', level: 1 })).toBeVisible();
  const groomFirstName = READY_ACCOUNTS.groom.fullName.split(' ')[0]!;
  await expect(page.getByRole('listitem').filter({ hasText: groomFirstName }).filter({ hasText: /share similar values/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/interest-sent');

  // The groom sees it waiting (the navigation counts it), and accepts.
  await groomPage.goto('/dashboard');
  await expect(groomPage.getByRole('banner').getByRole('link', { name: /Interests/ })).toBeVisible();
  await groomPage.getByRole('banner').getByRole('link', { name: /Interests/ }).click();
  await expect(groomPage).toHaveURL(/\/interest-received$/);
  const brideFirstName = READY_ACCOUNTS.bride.fullName.split(' ')[0]!;
  const fromBride = groomPage.getByRole('listitem').filter({ hasText: /share similar values/ }).filter({ hasText: brideFirstName });
  await expect(fromBride).toBeVisible();
  await expectNoSeriousA11yViolations(groomPage, '/interest-received');
  await fromBride.getByRole('button', { name: 'Accept' }).click();
  await expect(groomPage.getByText(/are a mutual match/)).toBeVisible();

  await groomPage.getByRole('banner').getByRole('link', { name: 'Matches' }).click();
  await expect(groomPage).toHaveURL(/\/mutual-matches$/);
  await expect(groomPage.getByRole('link', { name: READY_ACCOUNTS.bride.fullName, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(groomPage, '/mutual-matches');

  await page.goto('/mutual-matches');
  await expect(page.getByRole('link', { name: READY_ACCOUNTS.groom.fullName, exact: true })).toBeVisible();
  await page.goto(groomProfile);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(READY_ACCOUNTS.groom.fullName);
  await expect(page.locator('[data-slot="interest"]')).toContainText('accepted each other');
  await groomContext.close();
});

test('the demo bride shortlists, looks at who viewed her, and blocks and unblocks a member from settings', async ({ page }) => {
  await signInAs(page, 'bride');
  await expect(page.getByRole('heading', { name: 'Your connections' })).toBeVisible();
  await page.getByRole('link', { name: /profile views this week/ }).click();
  await expect(page).toHaveURL(/\/profile-views$/);
  await expect(page.getByRole('heading', { name: 'Who viewed my profile' })).toBeVisible();
  await expect(page.getByText(/views in the last 30 days/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/profile-views');

  await page.goto('/explore');
  const card = page.getByRole('list', { name: 'Members' }).locator(':scope > li').nth(3);
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/profile\//);
  await page.getByRole('button', { name: '☆ Shortlist' }).click();
  await expect(page.getByRole('button', { name: '★ Shortlisted' })).toBeVisible();
  await page.goto('/shortlist');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/shortlist');
  await page.getByRole('link', { name, exact: true }).click();

  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: /^Block/ });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await page.goto('/settings');
  const blocked = page.getByRole('listitem').filter({ hasText: name });
  await expect(blocked).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/settings');
  await page.goto('/shortlist');
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.goto('/settings');
  await blocked.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText(`${name} is unblocked`)).toBeVisible();
  await page.goto('/shortlist');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});
