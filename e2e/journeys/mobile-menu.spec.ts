import { expectNoSeriousA11yViolations } from '../src/axe';
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
