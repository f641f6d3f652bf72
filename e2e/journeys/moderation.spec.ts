import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { signInAs } from '../src/demo-accounts';
import { newMember, uniqueFullName } from '../src/members';
import { openQueuePageListing } from '../src/moderation';
import { makeJpegs, type TestPhotos } from '../src/photos';
import { registerThroughWizard } from '../src/register';
import { expect, test } from '../src/test';

let photos: TestPhotos;
test.beforeAll(async () => {
  photos = await makeJpegs(1);
});
test.afterAll(async () => {
  await photos.remove();
});

// The journeys' one address is busy, so the sign-in is first asked for proof of work (a 428 the browser logs).
const SIGN_IN_ASKS_FOR_PROOF = /status of 428 .*\/api\/identity\/sessions\)?$/;

/** Presses Tab until the focused element is the one `isTarget` recognises (by its text), then leaves it focused. */
async function tabTo(
  page: Page,
  what: string,
  isTarget: (text: string, tag: string) => boolean
): Promise<void> {
  for (let presses = 0; presses < 120; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim() ?? '',
      tag: document.activeElement?.tagName ?? ''
    }));
    if (isTarget(focused.text, focused.tag)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

test('a new member waits in the queue, the demo administrator approves them with the keyboard alone, and a member of the other gender then finds them', async ({
  browser,
  page
}) => {
  // The new member registers through the wizard: their profile waits for a decision.
  const mobile = newMember();
  const member = { ...mobile, fullName: uniqueFullName('Jaspreet', mobile) };
  await registerThroughWizard(page, member, photos.paths[0]!);

  // Members and visitors get the 404 page at the console's paths, never a sign-in redirect.
  for (const path of [
    '/admin',
    '/admin/audit',
    `/admin/moderation/000000000000000000000000`,
    '/admin/message-reports'
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/admin/reports');
  await expect(visitor.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(visitor).toHaveURL(/\/admin\/reports$/);
  await visitorContext.close();

  // The demo administrator lands on the console and finds the member in the queue.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminProblems: string[] = [];
  admin.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !SIGN_IN_ASKS_FOR_PROOF.test(`${message.text()} (${message.location().url})`)
    )
      adminProblems.push(message.text());
  });
  await signInAs(admin, 'admin');
  await expect(admin.getByRole('banner').getByRole('link', { name: 'Moderation' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Moderation queue', level: 1 })).toBeVisible();
  await openQueuePageListing(admin, member.fullName);
  const row = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('link', { name: member.fullName, exact: true }) });
  await expect(row).toContainText('New member');
  await expect(row).toContainText(/waiting \d+ (min|h)/);
  const memberNumber = (await row.getByText(/^M\d{7}$/).innerText()).trim();
  await expectNoSeriousA11yViolations(admin, '/admin');

  // Before the decision the other members cannot find the profile.
  const brideContext = await browser.newContext();
  const bride = await brideContext.newPage();
  await signInAs(bride, 'bride');
  await bride.goto(`/explore?memberNumber=${memberNumber}`);
  await expect(bride.getByRole('heading', { name: 'No members match all of these filters' })).toBeVisible();

  // Keyboard alone: Tab to the member's row, Enter; Tab to Approve, Enter.
  await admin.locator('body').focus();
  await tabTo(
    admin,
    `the link to ${member.fullName}`,
    (text, tag) => tag === 'A' && text === member.fullName
  );
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/admin\/moderation\/[0-9a-f]{24}$/);
  const itemUrl = admin.url();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(member.fullName);
  await expect(admin.getByRole('heading', { name: 'Automatic flags (0)' })).toBeVisible();
  await expect(admin.getByRole('img', { name: /Photo 1 of 1/ })).toBeVisible();
  await expect(admin.getByText('About yourself', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin, '/admin/moderation/{profileId}');
  await tabTo(admin, 'Approve', (text, tag) => tag === 'BUTTON' && text === 'Approve');
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`${member.fullName} is approved`)).toBeVisible();
  await expect(admin).not.toHaveURL(itemUrl);
  await expect(admin).toHaveURL(/\/admin(\/moderation\/[0-9a-f]{24})?$/);

  // The decision is in the audit log, by this administrator.
  await admin.goto(`/admin/audit?profileId=${itemUrl.split('/').pop()}`);
  await expect(admin.getByText('Profile approved')).toBeVisible();
  await expect(admin.getByText(/by you/)).toBeVisible();
  expect(adminProblems, 'console errors on the administrator’s pages').toEqual([]);
  await adminContext.close();

  // The demo bride (the other gender) now finds the member by number. The approval was stored before the
  // administrator saw "is approved", so one visit finds it: no retry loop whose short tries a busy machine outlasts.
  await bride.goto(`/explore?memberNumber=${memberNumber}`);
  await expect(
    bride.getByRole('list', { name: 'Members' }).getByRole('heading', { name: /Jaspreet/ })
  ).toBeVisible();
  await brideContext.close();
});
