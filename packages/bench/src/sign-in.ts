import { type Page } from '@playwright/test';
import { READY_ACCOUNTS } from '@matrimony/dev-stack';

/** Signs the demo bride in through the sign-in page, as a member would, and waits for her dashboard. */
export async function signInAsBride(page: Page, gatewayUrl: string): Promise<void> {
  const { mobile, password } = READY_ACCOUNTS.bride;
  await page.goto(`${gatewayUrl}/signin`);
  await page
    .getByLabel(/mobile/i)
    .first()
    .fill(mobile);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
}
