import { expectNoSeriousA11yViolations } from '../src/axe';
import { READY_ACCOUNTS, signInAs } from '../src/demo-accounts';
import { RENDERED_BY_MF_PUBLIC } from '../src/public-pages';
import { expect, test } from '../src/test';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('on a phone the header folds into a Menu button that opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator(RENDERED_BY_MF_PUBLIC).getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('banner').first();
  const menuButton = banner.getByRole('button', { name: 'Menu' });
  const nav = banner.getByRole('navigation', { name: 'Main' });

  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expectNoSeriousA11yViolations(page, '/ on a phone');

  await menuButton.tap();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Success Stories' })).toBeVisible();
  await nav.getByRole('link', { name: 'Success Stories' }).tap();

  await expect(page).toHaveURL(/\/success-stories$/);
  await expect(page.locator(RENDERED_BY_MF_PUBLIC).getByRole('heading', { level: 1 })).toHaveText(
    'Success Stories'
  );
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
});

test('the Menu button works on the first tap: before the app takes over, straight after signing in, on a fresh signed-in page', async ({
  page
}) => {
  const banner = page.getByRole('banner').first();
  const menuButton = banner.getByRole('button', { name: 'Menu' });
  const nav = banner.getByRole('navigation', { name: 'Main' });

  // The prerendered page: the tap comes as soon as the button is there, whether or not the app has taken over.
  await page.goto('/about', { waitUntil: 'commit' });
  await menuButton.tap();
  await expect(nav.getByRole('link', { name: 'Success Stories' })).toBeVisible();
  await expect(page.locator(RENDERED_BY_MF_PUBLIC).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Success Stories' })).toBeVisible();

  await signInAs(page, 'groom');
  await menuButton.tap();
  await expect(nav.getByRole('link', { name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    READY_ACCOUNTS.groom.fullName.split(' ')[0]!
  );
  await expect(nav.getByRole('link', { name: 'Explore' })).toBeVisible();

  await page.goto('/dashboard', { waitUntil: 'commit' });
  await menuButton.tap();
  await expect(nav.getByRole('link', { name: 'Matches' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    READY_ACCOUNTS.groom.fullName.split(' ')[0]!
  );
  await expect(nav.getByRole('link', { name: 'Matches' })).toBeVisible();
});
