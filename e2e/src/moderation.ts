import { expect, type Page } from '@playwright/test';

/** The queue page that lists `name` (the queue is oldest first; on a long-running stack it may be a later page). */
export async function openQueuePageListing(page: Page, name: string): Promise<void> {
  await page.goto('/admin');
  const link = page
    .getByRole('list', { name: 'Profiles waiting for a decision' })
    .getByRole('link', { name, exact: true });
  for (let pages = 0; pages < 50 && !(await link.isVisible()); pages += 1) {
    await expect(page.getByRole('list', { name: 'Profiles waiting for a decision' })).toBeVisible();
    if (await link.isVisible()) break;
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  }
  await expect(link).toBeVisible();
}

/** The signed-in administrator approves the new member `name` from the queue. */
export async function approveNewMember(admin: Page, name: string): Promise<void> {
  await openQueuePageListing(admin, name);
  await admin
    .getByRole('list', { name: 'Profiles waiting for a decision' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(name);
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText(`${name} is approved`)).toBeVisible();
}
