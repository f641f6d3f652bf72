import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { newMember } from '../src/members';
import { acceptTermsAndDeclare, REGISTERED_TIMEOUT_MS } from '../src/register';
import { messageCount, nextMessageText, otpFrom, resetPathFrom } from '../src/outbox';
import { makeJpegs, type TestPhotos } from '../src/photos';
import { READY_ACCOUNTS } from '../src/demo-accounts';
import { expect, test } from '../src/test';
import { OTP_SENT_TIMEOUT_MS } from '../src/proof-of-work';
import { expectNotice } from '../src/toasts';

// One member registers, then signs out, in, and resets the password: the tests share that member.
test.describe.configure({ mode: 'serial' });

const member = { ...newMember(), newPassword: 'Rangoli#2026' };
let photos: TestPhotos;

test.beforeAll(async () => {
  photos = await makeJpegs(2);
});
test.afterAll(async () => {
  await photos.remove();
});

const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
const step = (page: Page, n: number) =>
  expect(page.getByText(`Step ${n} of 6`, { exact: true })).toBeVisible();
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const choose = (page: Page, label: string, value: string) => select(page, label).selectOption(value);
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('a visitor registers with two photos and lands on the dashboard with Premium', async ({
  page,
  consoleGuard
}) => {
  consoleGuard.allow(/status of 400/); // the wrong OTP on purpose
  consoleGuard.allow(/status of 409 .*\/api\/identity\/accounts\/checks/); // the taken e-mail on purpose
  await page.goto('/signup');
  await step(page, 1);
  await expect(page.getByText('Get 1-month FREE Premium access upon registration')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mobile Verification' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'step 1');

  // Step 1: number, proof of work, SMS code from the dev outbox.
  const sendOtp = page.getByRole('button', { name: 'Send OTP' });
  await expect(sendOtp).toBeDisabled();
  await page.getByLabel('Mobile Number').fill(`98ab${member.mobile}`);
  await expect(page.getByLabel('Mobile Number')).toHaveValue(`98${member.mobile}`.slice(0, 10));
  // No Indian mobile number starts with 1-5: said at once, and the number cannot be sent.
  await page.getByLabel('Mobile Number').fill('1234567890');
  await expect(
    page.getByText('Please enter a valid 10-digit Indian mobile number (numbers only)')
  ).toBeVisible();
  await expect(sendOtp).toBeDisabled();
  // A typo noticed after "Send OTP": "Change number" unlocks the number for the right one.
  const typo = newMember().mobile;
  await page.getByLabel('Mobile Number').fill(typo);
  await sendOtp.click();
  await expectNotice(page, `Verification code has been sent to +91 ${typo}`, {
    timeout: OTP_SENT_TIMEOUT_MS
  });
  await expect(page.getByLabel('Mobile Number')).toBeDisabled();
  await page.getByRole('button', { name: 'Change number' }).click();
  await expect(page.getByLabel('Mobile Number')).toBeEnabled();
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
  await page.getByLabel('Mobile Number').fill(member.mobile);
  const smsBefore = await messageCount(member.mobile);
  await sendOtp.click();
  await expectNotice(page, `Verification code has been sent to +91 ${member.mobile}`, {
    timeout: OTP_SENT_TIMEOUT_MS
  });
  await expect(page.getByLabel('Mobile Number')).toBeDisabled();
  const code = otpFrom(await nextMessageText(member.mobile, smsBefore));

  // Resend waits out a visible cooldown.
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();

  // A wrong code first.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Digit 1 of 6').fill(wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectNotice(page, 'The verification code is invalid. Please check and try again.');

  await page.getByLabel('Digit 1 of 6').click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
  await page.getByLabel('Digit 1 of 6').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectNotice(page, 'Your mobile number has been verified successfully');

  // Step 2: required fields, then the account details.
  await step(page, 2);
  await next(page);
  await expectNotice(page, 'Please fill in all required fields');
  for (const need of ['Enter your e-mail address', 'Choose a password', 'Type the password again'])
    await expect(page.getByText(need, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'step 2 with errors');
  // A field's message goes as soon as the field is right.
  await textbox(page, 'Password').fill(member.password);
  await expect(page.getByText('Choose a password', { exact: true })).toHaveCount(0);
  await textbox(page, 'Confirm Password').fill(member.password);
  // An e-mail that already has an account is caught here, not at the final submit.
  const taken = 'This email address is already registered. Please sign in or use a different email.';
  await page.getByLabel('Email Address').fill(READY_ACCOUNTS.bride.email);
  await next(page);
  await expect(page.getByText(taken, { exact: true }).first()).toBeVisible();
  await step(page, 2);
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await page.getByLabel('Email Address').fill(member.email);
  await expect(page.getByText(taken, { exact: true })).toHaveCount(0);
  await next(page);

  // Step 3: every field and a photo are required.
  await step(page, 3);
  await next(page);
  await expectNotice(page, 'Please fill in all required fields and upload at least one photo');
  await expect(page.getByText('At least one profile photo is required')).toBeVisible();
  await expect(page.getByText('Enter your full name', { exact: true })).toBeVisible();
  await expect(page.getByText('Choose whom this profile is for', { exact: true })).toBeVisible();
  await expect(page.getByText('Choose your date of birth', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'step 3 with errors');
  await page.locator('#signup-photos').setInputFiles(photos.paths);
  await expect(page.getByText('Primary', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d/ })).toHaveCount(2);
  await page.getByLabel('Full Name').fill('Asha Raman');
  await expect(page.getByText('Enter your full name', { exact: true })).toHaveCount(0);
  // A parent registering a daughter: the gender follows from the choice.
  await choose(page, 'This profile is for', 'daughter');
  await expect(
    page.getByRole('group', { name: 'Gender' }).getByRole('radio', { name: 'Female' })
  ).toBeChecked();
  await page.getByLabel('Year', { exact: true }).selectOption('1995');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: 'April' });
  await page.getByLabel('Day', { exact: true }).selectOption('12');
  await page.getByRole('group', { name: 'Gender' }).getByText('Female').click();
  await page.getByRole('group', { name: 'Looking For' }).getByText('Groom').click();
  await choose(page, 'Height', '5 ft 4 in (162 cm)');
  await next(page);

  // Step 4: religion decides the castes on offer.
  await step(page, 4);
  await next(page);
  await expectNotice(page, 'Please fill in all required fields');
  await expectNoSeriousA11yViolations(page, 'step 4 with errors');
  await choose(page, 'Religion', 'Hindu');
  await choose(page, 'Caste', 'Brahmin - Iyer');
  await choose(page, 'Religion', 'Jewish');
  await expect(select(page, 'Caste')).toHaveValue('Not Applicable');
  await choose(page, 'Religion', 'Hindu');
  await choose(page, 'Caste', 'Brahmin - Iyer');
  await choose(page, 'Mother Tongue', 'Tamil');
  await choose(page, 'Marital Status', 'never_married');
  await next(page);

  // Step 5: state decides the districts; changing it clears the district.
  await step(page, 5);
  await next(page);
  await expect(page.getByText('Please fill in all required fields', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'step 5 with errors');
  await choose(page, 'State', 'Kerala');
  await choose(page, 'District', 'Ernakulam');
  await choose(page, 'State', 'Tamil Nadu');
  await expect(select(page, 'District')).toHaveValue('');
  await choose(page, 'District', 'Chennai');
  await choose(page, 'Education', 'B.Tech / B.E');
  await choose(page, 'Occupation', 'Software Engineer');
  await choose(page, 'Annual Income', '₹10-20 Lakhs');
  await next(page);

  // Data is kept across steps.
  await page.getByRole('button', { name: 'Previous' }).click();
  await step(page, 5);
  await expect(select(page, 'District')).toHaveValue('Chennai');
  await next(page);

  // Step 6 and submit.
  await step(page, 6);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Please fill in all required fields', { exact: true }).first()).toBeVisible();
  // The consent the registration records: both boxes are required (the terms, the declaration of intent).
  await expect(
    page.getByText('Please accept the Terms of Service and the Privacy Policy to register.', { exact: true })
  ).toBeVisible();
  await expect(
    page.getByText('Please confirm that you are registering to find a life partner.', { exact: true })
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'step 6 with errors');
  // "Don't know your star?": computed from the time and place of birth (12 April 1995, 06:30 in Chennai: the
  // Moon at 132.5° sidereal, Magha pada 4 in Simha; Mars 4th from the ascendant, so Manglik).
  await page.getByRole('button', { name: "Don't know your star? Compute it" }).click();
  await page.getByRole('button', { name: 'Compute my star' }).click();
  await expect(
    page.getByText('Please choose a district in India, or one of the listed cities abroad')
  ).toBeVisible();
  await page.getByLabel('Time of birth').fill('06:30');
  await choose(page, 'State of birth', 'Tamil Nadu');
  await choose(page, 'District of birth', 'Chennai');
  await expectNoSeriousA11yViolations(page, 'step 6 computing the star');
  await page.getByRole('button', { name: 'Compute my star' }).click();
  await expect(page.getByText('Computed from birth details', { exact: true })).toBeVisible();
  await expect(select(page, 'Rasi (Moon Sign)')).toHaveValue('Simha');
  await expect(select(page, 'Star (Nakshatra)')).toHaveValue('Magha');
  await expect(select(page, 'Dosham')).toHaveValue('Yes');
  await expect(page.getByText(/^Dosham: Manglik \(Mars in the 2nd/)).toBeVisible();
  await expect(page.getByText('Your birth time and place are never shown to other members')).toBeVisible();
  await page.getByRole('group', { name: 'Family Type' }).getByText('Nuclear Family').click();
  await choose(page, "Father's Occupation", 'Retired');
  await choose(page, "Mother's Occupation", 'Homemaker');
  await choose(page, 'Siblings', '1 Brother');
  // "Hi" is not enough: at least 50 characters, counted as they are typed.
  await expect(page.getByText('Write a few lines about yourself', { exact: true })).toBeVisible();
  await page.getByLabel('About Yourself').fill('Hi');
  await expect(page.getByText('Write at least 50 characters about yourself', { exact: true })).toBeVisible();
  await expect(page.getByText('2 characters, at least 50')).toBeVisible();
  await page.getByLabel('About Yourself').fill('I teach Carnatic music and love long walks by the sea.');
  await expect(page.getByText('Write at least 50 characters about yourself', { exact: true })).toHaveCount(0);
  await expect(page.getByText('54 of 2000 characters')).toBeVisible();
  await expect(select(page, 'Dosham').getByRole('option', { name: "Don't know" })).toBeAttached();
  await page.locator('#signup-horoscope').setInputFiles(photos.paths[1]!);
  await expect(page.getByRole('img', { name: /^Photo 1/ })).toBeVisible();
  await acceptTermsAndDeclare(page);
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expectNotice(page, 'Registration Successful!');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: REGISTERED_TIMEOUT_MS });
  // The badge beside the member's name, not the "Premium" menu link every member sees.
  const premiumBadge = page
    .getByRole('banner')
    .locator('strong', { hasText: 'Asha Raman' })
    .getByText('Premium', { exact: true });
  await expect(premiumBadge).toBeVisible();
  // The welcome checklist says what is left to do; the member's own mobile and e-mail show only masked.
  const checklist = page.getByRole('region', { name: 'Welcome: your first steps' });
  await expect(checklist.getByRole('heading', { name: 'Your profile is under review' })).toBeVisible();
  await expect(
    checklist.getByRole('heading', { name: /^Premium is free until .+: your welcome month$/ })
  ).toBeVisible();
  await expect(checklist.getByRole('heading', { name: /^Your member number: M\d{7}$/ })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(member.mobile);
  await expect(page.getByRole('main')).not.toContainText(member.email);
  const stored = await page.evaluate(() => sessionStorage.getItem('matrimony.signup'));
  expect(stored).toBeNull();

  // The profile holds both photos in order (the first primary) and the horoscope.
  const profile = await page.evaluate(async () => {
    const { accessToken } = JSON.parse(sessionStorage.getItem('matrimony.session') ?? '{}') as {
      accessToken?: string;
    };
    const response = await fetch('/api/profiles/me', { headers: { authorization: `Bearer ${accessToken}` } });
    return (await response.json()) as {
      district: string;
      photos: Array<{ isPrimary: boolean }>;
      horoscope: unknown;
      rasi: string;
      star: string;
      dosham: string;
      starPada: number;
    };
  });
  expect(profile.district).toBe('Chennai');
  expect(profile.photos.map((photo) => photo.isPrimary)).toEqual([true, false]);
  expect(profile.horoscope).not.toBeNull();
  expect(profile).toMatchObject({ rasi: 'Simha', star: 'Magha', starPada: 4, dosham: 'Yes' });
});

test('the registered number cannot sign up again, and the page does not say it is registered', async ({
  page
}) => {
  await page.goto('/signup');
  await page.getByLabel('Mobile Number').fill(member.mobile);
  const smsBefore = await messageCount(member.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // The page carries on as for any number (nobody may learn who is a member); the owner's phone gets
  // a notice instead of a code.
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  expect(await nextMessageText(member.mobile, smsBefore)).toContain('already has a Matrimony account');
});

test('the wizard survives a reload, except the password and photos', async ({ page }) => {
  const visitor = newMember();
  await page.goto('/signup');
  await page.getByLabel('Mobile Number').fill(visitor.mobile);
  const smsBefore = await messageCount(visitor.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Digit 1 of 6').fill(otpFrom(await nextMessageText(visitor.mobile, smsBefore)));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await step(page, 2);
  await page.getByLabel('Email Address').fill(visitor.email);
  await textbox(page, 'Password').fill(visitor.password);
  await textbox(page, 'Confirm Password').fill(visitor.password);
  await next(page);
  await step(page, 3);
  await page.locator('#signup-photos').setInputFiles(photos.paths.slice(0, 1));
  await page.getByLabel('Full Name').fill('Meera Iyer');

  await page.reload();
  await step(page, 2);
  await expect(page.getByText('the password is never saved')).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(visitor.email);
  await expect(textbox(page, 'Password')).toHaveValue('');
  const stored = await page.evaluate(() => sessionStorage.getItem('matrimony.signup') ?? '');
  expect(stored).not.toContain(visitor.password);
  await textbox(page, 'Password').fill(visitor.password);
  await textbox(page, 'Confirm Password').fill(visitor.password);
  await next(page);
  await step(page, 3);
  await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer');
  await expect(
    page.getByText('Photos are not kept when the page reloads. Please add your photos again.')
  ).toBeVisible();
});

test('sign in: wrong password, then the right one', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401/);
  await page.goto('/signin?timeout=true');
  await expectNotice(page, 'You have been automatically logged out due to inactivity.');
  await expectNoSeriousA11yViolations(page, '/signin');
  await page.getByLabel('Mobile Number').fill(member.mobile);
  await textbox(page, 'Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectNotice(page, 'Invalid mobile number or password. Please check your credentials.');
  await textbox(page, 'Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The failed attempt's toast does not follow the member onto the dashboard.
  await expect(toast(page, 'Invalid mobile number or password')).toHaveCount(0);
  // Public pages offer a member the way back in, not sign-up (the hero and the pricing section both do).
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Go to your dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up for Free' })).toHaveCount(0);
});

test('sign-in returns the member to the page the guard stopped them at', async ({ page }) => {
  // /dashboard is the one member page built so far; its query proves the exact page comes back.
  await page.goto('/dashboard?from=guard');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fdashboard%3Ffrom%3Dguard$/);
  await page.getByLabel('Mobile Number').fill(member.mobile);
  await textbox(page, 'Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard\?from=guard$/);
  // A signed-in member opening /signin goes to the dashboard.
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('forgot password: link from the outbox, new password, reused link refused', async ({
  page,
  consoleGuard
}) => {
  consoleGuard.allow(/status of 400/); // the reused link
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/signin\?forgot=true$/);
  const mailsBefore = await messageCount(member.email);
  await page.getByLabel('Email Address').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectNotice(page, 'Please check your email for password reset instructions.');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  const resetPath = resetPathFrom(await nextMessageText(member.email, mailsBefore));

  await page.goto(resetPath);
  await textbox(page, 'New Password').fill('short');
  await textbox(page, 'Confirm New Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long.').first()).toBeVisible();
  await textbox(page, 'New Password').fill(member.newPassword);
  await textbox(page, 'Confirm New Password').fill(`${member.newPassword}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please make sure both passwords are identical.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/reset-password');
  await textbox(page, 'Confirm New Password').fill(member.newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('Mobile Number').fill(member.mobile);
  await textbox(page, 'Password').fill(member.newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(resetPath);
  await textbox(page, 'New Password').fill('Another#2027');
  await textbox(page, 'Confirm New Password').fill('Another#2027');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
});

test('a reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});

test('sign out ends the session and returns to the home page', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Mobile Number').fill(member.mobile);
  await textbox(page, 'Password').fill(member.newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectNotice(page, 'Signed out successfully');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});
