import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { READY_ACCOUNTS, signInAs } from '../src/demo-accounts';
import { newMember } from '../src/members';
import { confirmEmailPathFrom, messageCount, messageMatching, nextMessageText, otpFrom } from '../src/outbox';
import { makeJpegs, type TestPhotos } from '../src/photos';
import { registerThroughWizard } from '../src/register';
import { expect, test } from '../src/test';
import { expectNotice } from '../src/toasts';

// A member registered here, not a demo account: the journey changes the password and deletes the account,
// which other journeys running beside it must never see.

let photos: TestPhotos;
test.beforeAll(async () => {
  photos = await makeJpegs(1);
});
test.afterAll(async () => {
  await photos.remove();
});

/** svc-identity checks a re-entered password at most once every 2 s per member (PASSWORD_CHECKS_PER_MEMBER_BURST). */
const PASSWORD_CHECK_INTERVAL_MS = 2_100;

const textbox = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true });
/** A section of /settings (the toaster is a region named Notifications too, outside main). */
const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true });
async function changePassword(page: Page, current: string, next: string): Promise<void> {
  const form = section(page, 'Change password');
  await textbox(form, 'Current password').fill(current);
  await textbox(form, 'New password').fill(next);
  await textbox(form, 'Confirm new password').fill(next);
  await form.getByRole('button', { name: 'Change password' }).click();
}

async function signIn(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Mobile Number').fill(mobile);
  await textbox(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a member switches an e-mail off, changes the password (wrong, then right), signs in with the new one, downloads their data, and deletes the account', async ({
  page,
  consoleGuard
}) => {
  // Refused on purpose: the wrong current password, the old password at sign-in, the wrong password at deletion.
  consoleGuard.allow(
    /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/identity\/(password|sessions|accounts\/me)\)$/
  );
  const member = { ...newMember(), fullName: 'Harpreet Singh' };
  const newPassword = 'Amritsar#2026';
  await registerThroughWizard(page, member, photos.paths[0]!);

  // The header leads to /settings, whose in-page links lead to its sections.
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  for (const name of ['Account', 'Notifications', 'Privacy', 'My data'])
    await expect(sections.getByRole('link', { name })).toBeVisible();
  await sections.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/settings#notifications$/);
  await expect(section(page, 'Notifications')).toBeFocused();
  // Privacy: what moved here from My Profile, and the blocked list.
  const privacy = section(page, 'Privacy');
  await expect(privacy.getByRole('radio', { name: 'All signed-in members' })).toBeChecked();
  await expect(privacy.getByRole('button', { name: /my profile/ })).toBeVisible();
  await expect(privacy.getByText('You have not blocked anyone.')).toBeVisible();
  // Account: neither the mobile nor the e-mail is shown.
  await expect(page.getByRole('main')).not.toContainText(member.mobile);
  await expect(page.getByRole('main')).not.toContainText(member.email);
  await expectNoSeriousA11yViolations(page, '/settings');

  // A wrong current password is refused with the service's words, and nothing changes.
  await changePassword(page, 'not-my-password', newPassword);
  await expect(page.getByText('The password is incorrect. Please try again.')).toBeVisible();
  // Taken once the answer is on screen, so never before the service counted the check (a busy machine delays it).
  const wrongAt = Date.now();
  await expect(textbox(page, 'Current password')).toBeFocused();

  // E-mail for profile views off; it stays off after a reload, and the rest stays on.
  const viewedByEmail = page.getByRole('checkbox', { name: 'E-mail for Someone viewed my profile' });
  await expect(viewedByEmail).toBeChecked();
  await viewedByEmail.uncheck();
  await expectNotice(page, 'Your notification settings are saved.');
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: 'E-mail for Someone viewed my profile' })
  ).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'In the site for Someone viewed my profile' })
  ).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'E-mail for Someone sent me an interest' })).toBeChecked();

  // The right one: the password changes, this tab stays signed in, and the member is told by e-mail.
  await page.waitForTimeout(Math.max(0, PASSWORD_CHECK_INTERVAL_MS - (Date.now() - wrongAt)));
  await changePassword(page, member.password, newPassword);
  await expectNotice(page, 'Your password has been changed.');
  await expect(textbox(page, 'Current password')).toHaveValue('');
  await messageMatching(member.email, /password of your .+ account was changed/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'E-mail for Someone viewed my profile' })
  ).not.toBeChecked();

  // Signed out, the old password no longer opens the account; the new one does.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, member.mobile, member.password);
  await expectNotice(page, 'Invalid mobile number or password. Please check your credentials.');
  await textbox(page, 'Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // My data: a copy of everything, prepared while the member watches (progress announced), then downloaded with
  // the session's token and saved as a zip; after a reload it is still there to download.
  await page.goto('/settings#my-data');
  const myData = section(page, 'Download my data');
  await expect(myData.getByText('You have not asked for a copy of your data yet.')).toBeVisible();
  await myData.getByRole('button', { name: 'Prepare my data' }).click();
  // The button goes; the focus moves to what is happening (preparing, or already ready).
  await expect(
    myData.getByText(/^(Preparing your data: \d of 4 parts gathered|Your data is ready)\./)
  ).toBeFocused();
  await expect(
    myData.getByText(/^Your data is ready\. You can download it until \d{1,2} \w{3} \d{4}, /)
  ).toBeVisible({ timeout: 90_000 });
  await expect(myData.getByRole('status')).toHaveText('Your data is ready to download.');
  await expectNoSeriousA11yViolations(page, 'the data download');
  const downloaded = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Download (zip)' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await readFile(await download.path());
  expect(archive.length).toBeGreaterThan(100);
  expect(archive.subarray(0, 2).toString('latin1')).toBe('PK');
  // Entry names stand in the clear in a zip's headers: each service's part and the member's photo.
  for (const entry of [
    'README.txt',
    'identity.json',
    'profile.json',
    'billing.json',
    'notify.json',
    'photos/'
  ])
    expect(archive.includes(entry), `the archive holds ${entry}`).toBe(true);
  await expect(myData.getByRole('status')).toHaveText(
    `Your data is saved as ${download.suggestedFilename()}.`
  );
  await page.reload();
  await expect(
    section(page, 'Download my data').getByRole('button', { name: 'Download (zip)' })
  ).toBeVisible();

  // Deleting: the dialog says what is erased; a wrong password is refused; the right one erases and signs out.
  await page.goto('/settings#my-data');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('your profile, photos and horoscope;')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the delete account dialog');
  await dialog.getByRole('textbox', { name: 'Your password' }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is incorrect. Please try again.')).toBeVisible();
  const wrongDeletionAt = Date.now();
  await page.waitForTimeout(Math.max(0, PASSWORD_CHECK_INTERVAL_MS - (Date.now() - wrongDeletionAt)));
  await dialog.getByRole('textbox', { name: 'Your password' }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNotice(page, 'Your account and your data have been erased.');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await signIn(page, member.mobile, newPassword);
  await expectNotice(page, 'Invalid mobile number or password. Please check your credentials.');
});

test('a member changes the e-mail (a link to the new address, confirmed on its page) and the mobile (a code to the new number), then signs in with the new number only', async ({
  page,
  consoleGuard
}) => {
  // Refused on purpose: signing in with the old number.
  consoleGuard.allow(/status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/identity\/sessions\)$/);
  const member = { ...newMember(), fullName: 'Lakshmi Narayanan' };
  const newEmail = `lakshmi.${member.mobile}@example.com`;
  const newMobile = newMember().mobile;
  await registerThroughWizard(page, member, photos.paths[0]!);

  await page.goto('/settings#account');
  const emailPart = section(page, 'E-mail');
  // Masked: enough for the member to recognise, nothing whole on screen.
  await expect(emailPart).toContainText('m•••@example.com');
  await expect(page.getByRole('main')).not.toContainText(member.email);
  await emailPart.getByRole('button', { name: 'Change' }).click();
  await textbox(emailPart, 'New e-mail address').fill(newEmail);
  await textbox(emailPart, 'Current password').fill(member.password);
  await emailPart.getByRole('button', { name: 'Send confirmation link' }).click();
  await expectNotice(page, `We sent a link to ${newEmail}. Open it within 24 hours to confirm.`);
  const requestedAt = Date.now();
  await expectNoSeriousA11yViolations(page, '/settings#account, link sent');

  // The link (read from the dev outbox) opens a page that changes nothing until the member confirms.
  await page.goto(confirmEmailPathFrom(await messageMatching(newEmail, /confirm-email#token=/)));
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeVisible();
  await expect(page.getByText('l•••@example.com')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/confirm-email');
  await page.getByRole('button', { name: 'Confirm this e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Email Changed' })).toBeVisible();
  // The old address is told (the new one masked).
  await messageMatching(member.email, /e-mail address of your .+ account was changed to l•••@example\.com/);
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(section(page, 'E-mail')).toContainText('l•••@example.com');

  // The mobile: the new number and the password, then the code texted to the new number.
  await page.waitForTimeout(Math.max(0, PASSWORD_CHECK_INTERVAL_MS - (Date.now() - requestedAt)));
  const mobilePart = section(page, 'Mobile number');
  await expect(mobilePart).toContainText(`+91 ${member.mobile.slice(0, 2)}•••••${member.mobile.slice(-3)}`);
  await mobilePart.getByRole('button', { name: 'Change' }).click();
  await mobilePart.getByLabel('New mobile number').fill(newMobile);
  await textbox(mobilePart, 'Current password').fill(member.password);
  const smsBefore = await messageCount(newMobile);
  await mobilePart.getByRole('button', { name: 'Send OTP' }).click();
  await expectNotice(page, `Verification code has been sent to +91 ${newMobile}`);
  await expect(mobilePart.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  await mobilePart.getByLabel('Digit 1 of 6').fill(otpFrom(await nextMessageText(newMobile, smsBefore)));
  await mobilePart.getByRole('button', { name: 'Verify OTP' }).click();
  await expectNotice(page, 'Your mobile number has been changed. Sign in with the new number from now on.');
  await expect(mobilePart).toContainText(`+91 ${newMobile.slice(0, 2)}•••••${newMobile.slice(-3)}`);
  await messageMatching(newEmail, /mobile number of your .+ account was changed/);

  // Signed out, the old number no longer signs in; the new one does.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, member.mobile, member.password);
  await expectNotice(page, 'Invalid mobile number or password. Please check your credentials.');
  await page.getByLabel('Mobile Number').fill(newMobile);
  await textbox(page, 'Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the premium groom sees the bride’s contact; her Settings → Privacy lists him first, linking to his profile', async ({
  browser,
  page
}) => {
  const groomContext = await browser.newContext();
  const groomPage = await groomContext.newPage();
  await signInAs(groomPage, 'groom');
  await groomPage.goto('/my-profile');
  const groomProfile = (await groomPage
    .getByRole('link', { name: 'See how other members see your profile' })
    .getAttribute('href'))!;

  await signInAs(page, 'bride');
  await page.goto('/my-profile');
  const brideProfile = (await page
    .getByRole('link', { name: 'See how other members see your profile' })
    .getAttribute('href'))!;

  await groomPage.goto(brideProfile);
  const contact = groomPage.locator('[data-slot="contact"]');
  await contact.getByRole('button', { name: 'Show contact details' }).click();
  await expect(contact.getByRole('link', { name: /^\+91 [6-9]\d{9}$/ })).toBeVisible();
  await groomContext.close();

  await page.goto('/settings#privacy');
  const viewers = section(page, 'Who saw my contact');
  const [first, last] = READY_ACCOUNTS.groom.fullName.split(' ') as [string, string];
  const latest = viewers.getByRole('listitem').first();
  await expect(latest.getByRole('link', { name: `${first} ${last[0]}.` })).toHaveAttribute(
    'href',
    groomProfile
  );
  await expect(latest).toContainText(/saw it today/);
  await expectNoSeriousA11yViolations(page, '/settings#privacy, who saw my contact');
});
