import { expect, type Page } from '@playwright/test';
import { type NewMember } from './members';
import { messageCount, nextMessageText, otpFrom } from './outbox';

/**
 * How long "Complete Registration" may take to reach the dashboard: it creates the account, stores the profile
 * and processes the photos, while on CI the whole platform and two browsers share two cores (a run beside a
 * CPU-hungry neighbour took over 30 s).
 */
export const REGISTERED_TIMEOUT_MS = 90_000;

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const step = (page: Page, n: number) =>
  expect(page.getByText(`Step ${n} of 6`, { exact: true })).toBeVisible();
const choose = (page: Page, label: string, value: string) =>
  page.getByRole('combobox', { name: label, exact: true }).selectOption(value);
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/**
 * Registers `member` through the six-step wizard with plain valid answers and waits for the
 * dashboard. For journeys that need a signed-in member; signup.spec.ts checks the wizard itself.
 */
export async function registerThroughWizard(
  page: Page,
  member: NewMember & { fullName: string },
  photoPath: string
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Mobile Number').fill(member.mobile);
  const smsBefore = await messageCount(member.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Digit 1 of 6').fill(otpFrom(await nextMessageText(member.mobile, smsBefore)));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await step(page, 2);
  await page.getByLabel('Email Address').fill(member.email);
  await textbox(page, 'Password').fill(member.password);
  await textbox(page, 'Confirm Password').fill(member.password);
  await next(page);

  await step(page, 3);
  await page.locator('#signup-photos').setInputFiles(photoPath);
  await page.getByLabel('Full Name').fill(member.fullName);
  await choose(page, 'This profile is for', 'myself');
  await page.getByLabel('Year', { exact: true }).selectOption('1993');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: 'August' });
  await page.getByLabel('Day', { exact: true }).selectOption('3');
  await page.getByRole('group', { name: 'Gender' }).getByText('Male', { exact: true }).click();
  await page.getByRole('group', { name: 'Looking For' }).getByText('Bride').click();
  await choose(page, 'Height', '5 ft 8 in (172 cm)');
  await next(page);

  await step(page, 4);
  await choose(page, 'Religion', 'Sikh');
  await choose(page, 'Caste', 'Prefer not to say');
  await choose(page, 'Mother Tongue', 'Punjabi');
  await choose(page, 'Marital Status', 'never_married');
  await next(page);

  await step(page, 5);
  await choose(page, 'State', 'Punjab');
  await choose(page, 'District', 'Ludhiana');
  await choose(page, 'Education', 'MBA / PGDM');
  await choose(page, 'Occupation', 'Business Owner / Entrepreneur');
  await choose(page, 'Annual Income', '₹20-50 Lakhs');
  await next(page);

  await step(page, 6);
  await choose(page, 'Rasi (Moon Sign)', 'Simha');
  await choose(page, 'Star (Nakshatra)', 'Magha');
  await choose(page, 'Dosham', 'Dont Know');
  await page.getByRole('group', { name: 'Family Type' }).getByText('Joint Family').click();
  await choose(page, "Father's Occupation", 'Business');
  await choose(page, "Mother's Occupation", 'Homemaker');
  await choose(page, 'Siblings', '1 Sister');
  await page
    .getByLabel('About Yourself')
    .fill('I run the family textile business and cook a mean sarson da saag.');
  await acceptTermsAndDeclare(page);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: REGISTERED_TIMEOUT_MS });
}

/** The wizard's last two boxes: the terms and privacy policy, and the declaration of matrimonial intent. */
export async function acceptTermsAndDeclare(page: Page): Promise<void> {
  await page
    .getByRole('checkbox', { name: /I have read and agree to the Terms of Service and the Privacy Policy/ })
    .check();
  await page
    .getByRole('checkbox', { name: /I declare that I am registering to find a life partner/ })
    .check();
}
