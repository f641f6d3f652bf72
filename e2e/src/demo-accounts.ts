import { type Page } from '@playwright/test';
import { READY_ACCOUNTS } from '@matrimony/dev-stack';
import { SIGNED_IN_TIMEOUT_MS } from './proof-of-work';

export { READY_ACCOUNTS };

/** Signs in through the sign-in page as one of the seeded ready accounts and waits for the dashboard (the administrator: the console). */
export async function signInAs(page: Page, who: keyof typeof READY_ACCOUNTS): Promise<void> {
  const account = READY_ACCOUNTS[who];
  await page.goto('/signin');
  await page
    .getByLabel(/mobile/i)
    .first()
    .fill(account.mobile);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(account.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(who === 'admin' ? /\/admin$/ : /\/dashboard$/, { timeout: SIGNED_IN_TIMEOUT_MS });
}
