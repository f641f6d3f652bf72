import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { READY_ACCOUNTS, signInAs } from '../src/demo-accounts';
import { expect, test } from '../src/test';

/** The unread count on the header's bell (0 when it shows none), once the bell has read it. */
async function unreadOnBell(page: Page): Promise<number> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-count-known', 'true');
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/** The member's own profile id, from My Profile's "how others see it" link. */
async function ownProfilePath(page: Page): Promise<string> {
  await page.goto('/my-profile');
  const link = page.getByRole('link', { name: 'See how other members see your profile' });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

test('the demo bride sends the second groom an interest, his bell counts it live, he accepts it, she is told, and both see the mutual match with full names', async ({
  browser,
  page
}) => {
  const groomContext = await browser.newContext();
  const groomPage = await groomContext.newPage();
  await signInAs(groomPage, 'suitor');
  const groomProfile = await ownProfilePath(groomPage);
  // The groom's page stays open: his bell must count the bride's interest without a reload.
  const groomUnreadBefore = await unreadOnBell(groomPage);

  await signInAs(page, 'bride');
  const brideUnreadBefore = await unreadOnBell(page);
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
  const groomFirstName = READY_ACCOUNTS.suitor.fullName.split(' ')[0]!;
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: groomFirstName })
      .filter({ hasText: /share similar values/ })
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/interest-sent');

  // Her interest (and her visit to his profile, unless another test's visit today came first), counted without a reload.
  await expect.poll(() => unreadOnBell(groomPage)).toBeGreaterThan(groomUnreadBefore);
  await groomPage
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const latest = groomPage.getByRole('region', { name: 'Latest notifications' });
  await expect(
    latest.getByRole('link', {
      name: new RegExp(`${READY_ACCOUNTS.bride.fullName.split(' ')[0]} .* sent you an interest`)
    })
  ).toBeVisible();
  await expectNoSeriousA11yViolations(groomPage, 'the notification bell, open');
  await groomPage.keyboard.press('Escape');

  // The groom sees it waiting (the navigation counts it), and accepts.
  await groomPage.goto('/dashboard');
  await expect(groomPage.getByRole('banner').getByRole('link', { name: /Interests/ })).toBeVisible();
  await groomPage
    .getByRole('banner')
    .getByRole('link', { name: /Interests/ })
    .click();
  await expect(groomPage).toHaveURL(/\/interest-received$/);
  const brideFirstName = READY_ACCOUNTS.bride.fullName.split(' ')[0]!;
  const fromBride = groomPage
    .getByRole('listitem')
    .filter({ hasText: /share similar values/ })
    .filter({ hasText: brideFirstName });
  await expect(fromBride).toBeVisible();
  await expectNoSeriousA11yViolations(groomPage, '/interest-received');
  await fromBride.getByRole('button', { name: 'Accept' }).click();
  await expect(groomPage.getByText(/are a mutual match/)).toBeVisible();

  await groomPage.getByRole('banner').getByRole('link', { name: 'Matches' }).click();
  await expect(groomPage).toHaveURL(/\/mutual-matches$/);
  await expect(
    groomPage.getByRole('link', { name: READY_ACCOUNTS.bride.fullName, exact: true })
  ).toBeVisible();
  await expectNoSeriousA11yViolations(groomPage, '/mutual-matches');

  // The bride is told, by the bell and on /notifications, with his full name now that they are a match.
  await expect.poll(() => unreadOnBell(page)).toBeGreaterThan(brideUnreadBefore);
  await page.goto('/notifications');
  const accepted = page
    .getByRole('link', {
      name: `${READY_ACCOUNTS.suitor.fullName} accepted your interest. You are now a mutual match.`
    })
    .first();
  await expect(accepted).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/notifications');
  await accepted.click();
  await expect(page).toHaveURL(/\/mutual-matches$/);
  await expect(page.getByRole('link', { name: READY_ACCOUNTS.suitor.fullName, exact: true })).toBeVisible();
  await page.goto(groomProfile);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(READY_ACCOUNTS.suitor.fullName);
  await expect(page.locator('[data-slot="interest"]')).toContainText('accepted each other');
  await groomContext.close();
});

test('the demo bride shortlists, looks at who viewed her, and blocks and unblocks a member from settings', async ({
  page
}) => {
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
