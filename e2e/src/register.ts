import { expect, type Page } from '@playwright/test';
import { CONSENT_MESSAGES } from '@matrimony/catalog/messages';
import { type NewMember } from './members';
import { messageCount, nextMessageText, otpFrom } from './outbox';
import { wordsIn, type Words } from './words';

/**
 * How long "Complete Registration" may take to reach the dashboard: it creates the account, stores the profile
 * and processes the photos, while on CI the whole platform and two browsers share two cores (a run beside a
 * CPU-hungry neighbour took over 30 s).
 */
export const REGISTERED_TIMEOUT_MS = 90_000;

/** The wizard's controls by the words a member reads in `words`' language. */
function wizard(page: Page, words: Words) {
  const choose = (labelId: string, value: string) =>
    page.getByRole('combobox', { name: words.t(labelId), exact: true }).selectOption(value);
  const textbox = (labelId: string) => page.getByRole('textbox', { name: words.t(labelId), exact: true });
  const pick = (groupId: string, option: string) =>
    page
      .getByRole('group', { name: words.t(groupId) })
      .getByText(words.text(option), { exact: true })
      .click();
  return {
    choose,
    textbox,
    pick,
    next: () => page.getByRole('button', { name: words.t('signup.next'), exact: true }).click(),
    step: (n: number) =>
      expect(page.getByText(words.t('signup.progress', { step: n, total: 6 }), { exact: true })).toBeVisible()
  };
}

/**
 * Registers `member` through the six-step wizard with plain valid answers and waits for the dashboard. For journeys
 * that need a signed-in member; signup.spec.ts checks the wizard itself. With `words` in Hindi or Tamil it finds every
 * control by what the page says in that language (the page must already be in it: `start` is its sign-up URL).
 */
export async function registerThroughWizard(
  page: Page,
  member: NewMember & { fullName: string },
  photoPath: string,
  { words = wordsIn('en'), start = '/signup' }: { words?: Words; start?: string } = {}
): Promise<void> {
  const { choose, textbox, pick, next, step } = wizard(page, words);
  await page.goto(start);
  await page.getByLabel(words.t('signup.mobile.label')).fill(member.mobile);
  const smsBefore = await messageCount(member.mobile);
  await page.getByRole('button', { name: words.t('signup.mobile.send') }).click();
  await page
    .getByLabel(words.t('ui.otp.digit', { index: 1, length: 6 }))
    .fill(otpFrom(await nextMessageText(member.mobile, smsBefore)));
  await page.getByRole('button', { name: words.t('signup.mobile.verify') }).click();

  await step(2);
  await page.getByLabel(words.t('signup.account.email')).fill(member.email);
  await textbox('signup.account.password').fill(member.password);
  await textbox('signup.account.confirmPassword').fill(member.password);
  await next();

  await step(3);
  await page.locator('#signup-photos').setInputFiles(photoPath);
  await page.getByLabel(words.t('signup.basic.fullName')).fill(member.fullName);
  await choose('profileForm.profileFor', 'myself');
  await page.getByLabel(words.t('ui.dateOfBirth.year'), { exact: true }).selectOption('1993');
  await page.getByLabel(words.t('ui.dateOfBirth.month'), { exact: true }).selectOption('8');
  await page.getByLabel(words.t('ui.dateOfBirth.day'), { exact: true }).selectOption('3');
  await pick('profileForm.gender', 'Male');
  await pick('profileForm.lookingFor', 'Bride');
  await choose('profileForm.height', '5 ft 8 in (172 cm)');
  await next();

  await step(4);
  await choose('profileForm.religion', 'Sikh');
  await choose('profileForm.caste', 'Prefer not to say');
  await choose('profileForm.motherTongue', 'Punjabi');
  await choose('profileForm.maritalStatus', 'never_married');
  await next();

  await step(5);
  await choose('profileForm.state', 'Punjab');
  await choose('profileForm.district', 'Ludhiana');
  await choose('profileForm.education', 'MBA / PGDM');
  await choose('profileForm.occupation', 'Business Owner / Entrepreneur');
  await choose('profileForm.annualIncome', '₹20-50 Lakhs');
  await next();

  await step(6);
  await choose('profileForm.rasi', 'Simha');
  await choose('profileForm.star', 'Magha');
  await choose('profileForm.dosham', 'Dont Know');
  await pick('profileForm.familyType', 'Joint Family');
  await choose('profileForm.fatherOccupation', 'Business');
  await choose('profileForm.motherOccupation', 'Homemaker');
  await choose('profileForm.siblings', '1 Sister');
  await page
    .getByLabel(words.t('profileForm.about.label'))
    .fill('I run the family textile business and cook a mean sarson da saag.');
  await acceptTermsAndDeclare(page, words);
  await page.getByRole('button', { name: words.t('signup.complete') }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: REGISTERED_TIMEOUT_MS });
}

/** The wizard's last two boxes: the terms and privacy policy, and the declaration of matrimonial intent. */
export async function acceptTermsAndDeclare(page: Page, words: Words = wordsIn('en')): Promise<void> {
  await page.getByRole('checkbox', { name: words.t('signup.family.terms') }).check();
  await page.getByRole('checkbox', { name: words.text(CONSENT_MESSAGES.declaration.description) }).check();
}
