import { expectNoSeriousA11yViolations } from '../src/axe';
import { READY_ACCOUNTS, signInAs } from '../src/demo-accounts';
import { newMember, uniqueFullName } from '../src/members';
import { approveNewMember } from '../src/moderation';
import { messagesTo, otpFrom } from '../src/outbox';
import { RENDERED_BY_MF_PUBLIC } from '../src/public-pages';
import { makeJpegs, type TestPhotos } from '../src/photos';
import { registerThroughWizard } from '../src/register';
import { expect, test } from '../src/test';
import { wordsIn } from '../src/words';

// The site in Hindi and Tamil end to end: the page, the wizard, the SMS and the e-mails, in the member's language.

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;

let photos: TestPhotos;
test.beforeAll(async () => {
  photos = await makeJpegs(2);
});
test.afterAll(async () => {
  await photos.remove();
});

test('a visitor chooses Hindi on the landing page and registers in Hindi: every step, the OTP SMS and the dashboard read Hindi', async ({
  page
}) => {
  const hi = wordsIn('hi');
  const member = { ...newMember(), fullName: 'Harpreet Singh Gill' };

  await page.goto('/');
  // The choice is the app's to make: wait until it has taken over the prerendered page.
  await expect(page.locator(RENDERED_BY_MF_PUBLIC)).toBeVisible();
  await page.getByLabel('Language').first().selectOption('hi');
  await expect(page).toHaveURL(/\/hi\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.t('landing.hero.title'));
  await expectNoSeriousA11yViolations(page, '/hi/');
  await page
    .getByRole('link', { name: hi.t('landing.hero.signUp') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hi\/signup$/);
  await expect(page.getByText(hi.t('signup.progress', { step: 1, total: 6 }))).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/hi/signup');

  await registerThroughWizard(page, member, photos.paths[0]!, { words: hi, start: '/hi/signup' });

  // The code came by SMS in Hindi, and the outbox says so.
  const [sms] = (await messagesTo(member.mobile)).filter((message) => message.channel === 'sms');
  expect(sms?.locale).toBe('hi');
  expect(sms?.text).toMatch(DEVANAGARI);
  expect(otpFrom(sms?.text ?? '')).toMatch(/^\d{6}$/);

  // The dashboard, under its own path, in Hindi: the language came along with the new member.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: hi.t('dashboard.plan.heading') })).toBeVisible();
  await expect(page.getByRole('heading', { name: hi.t('dashboard.checklist.heading') })).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: hi.t('shell.explore') })
      .first()
  ).toBeAttached();
  await expectNoSeriousA11yViolations(page, '/dashboard in Hindi');
});

test('a member who registered in Tamil gets the e-mail about an interest in Tamil', async ({
  page,
  browser
}) => {
  const ta = wordsIn('ta');
  const credentials = newMember();
  const member = { ...credentials, fullName: uniqueFullName('Karthik', credentials) };
  await registerThroughWizard(page, member, photos.paths[1]!, { words: ta, start: '/ta/signup' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  await page
    .getByRole('link', { name: ta.t('dashboard.profile.view') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/my-profile$/);
  const profilePath = await page
    .getByRole('link', { name: ta.t('myProfile.page.preview') })
    .getAttribute('href');
  expect(profilePath).toMatch(/^\/profile\/[0-9a-f]{24}$/);

  // The administrator approves him, then the demo bride (in English) sends him an interest.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await approveNewMember(admin, member.fullName);
  await adminContext.close();

  const brideContext = await browser.newContext();
  const bride = await brideContext.newPage();
  await signInAs(bride, 'bride');
  await bride.goto(profilePath!);
  const interest = bride.locator('[data-slot="interest"]');
  await interest.getByRole('button', { name: 'Send interest' }).click();
  await bride
    .getByRole('dialog', { name: /Send interest to/ })
    .getByRole('button', { name: 'Send interest' })
    .click();
  await expect(interest.getByRole('button', { name: 'Withdraw interest' })).toBeVisible();
  await brideContext.close();

  // His e-mail is written in Tamil, naming her as the site does.
  const brideFirstName = READY_ACCOUNTS.bride.fullName.split(' ')[0]!;
  let mail: Awaited<ReturnType<typeof messagesTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        mail = (await messagesTo(member.email)).find(
          (message) => message.channel === 'email' && message.text.includes(brideFirstName)
        );
        return mail?.locale;
      },
      { message: `the interest e-mail to ${member.email} in the dev outbox` }
    )
    .toBe('ta');
  expect(mail?.subject).toMatch(TAMIL);
  expect(mail?.text).toMatch(TAMIL);
});
