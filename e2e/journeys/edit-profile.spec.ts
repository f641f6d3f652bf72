import { expectNoSeriousA11yViolations } from '../src/axe';
import { newMember } from '../src/members';
import { makeJpegs, type TestPhotos } from '../src/photos';
import { registerThroughWizard } from '../src/register';
import { expect, test } from '../src/test';
import { expectNotice } from '../src/toasts';

let photos: TestPhotos;
test.beforeAll(async () => {
  photos = await makeJpegs(1);
});
test.afterAll(async () => {
  await photos.remove();
});

test('a member changes the name in Edit Profile; My Profile opens at its top with the saved notice', async ({
  page
}) => {
  const member = { ...newMember(), fullName: 'Gurpreet Kaur' };
  await registerThroughWizard(page, member, photos.paths[0]!);

  await page.goto('/edit-profile');
  const name = page.getByLabel('Full Name');
  await expect(name).toHaveValue('Gurpreet Kaur');
  await name.fill(' ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter your full name', { exact: true })).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill('Gurpreet Kaur Sandhu');
  await expect(page.getByText('Enter your full name', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/edit-profile');

  // Saved from the bottom of a long form: the next page must not open where the button was.
  await page.getByRole('button', { name: 'Save changes' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expectNotice(page, 'Profile Saved');
  await expect(page.getByRole('heading', { name: /Gurpreet Kaur Sandhu/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
