import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// @axe-core/playwright types its page with whichever playwright-core npm hoisted (a newer one
// than @playwright/test's own); it only calls the page's public methods, so the two are alike.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
    );
  expect(serious, `accessibility violations on ${where}`).toEqual([]);
}
