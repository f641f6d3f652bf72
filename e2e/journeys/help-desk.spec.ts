// The help desk end to end: a Premium member writes about a payment taken twice, naming her receipt; the
// administrator finds the ticket above an older free member's in the queue, refunds the payment from the
// ticket and replies with the canned words; the member reads the reply and her receipt shows the refund.
// A member registered here, not a demo account: the refund ends a paid month, which no other journey may see.
import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { signInAs } from '../src/demo-accounts';
import { newMember } from '../src/members';
import { makeJpegs, type TestPhotos } from '../src/photos';
import { registerThroughWizard } from '../src/register';
import { expect, test } from '../src/test';

const PHONE = { width: 390, height: 844 };
// The demo data's free member's ticket, opened 30 hours ago and waiting for us since her reply 5 hours ago.
const OLDER_FREE_TICKET = 'Cannot change my mobile number';

let photos: TestPhotos;
test.beforeAll(async () => {
  photos = await makeJpegs(1);
});

async function payInCheckout(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Matrimony' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^pay/i }).click();
}

test('a Premium member writes about a payment taken twice; the administrator sees it above an older free ticket, refunds it and replies; the member reads the reply and the refunded receipt', async ({
  page,
  browser
}) => {
  const member = { ...newMember(), fullName: 'Lakshmi Venkatesh' };
  await registerThroughWizard(page, member, photos.paths[0]!);
  await page.setViewportSize(PHONE);

  // Premium (the welcome month); she extends it by a paid month and gets a receipt.
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Extend Premium by a month (₹499)' }).click();
  await payInCheckout(page);
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  const receiptLink = page
    .getByRole('region', { name: 'Receipts' })
    .getByRole('link', { name: /^MAT-\d{4}-\d{6}$/ })
    .first();
  const receiptNumber = (await receiptLink.innerText()).trim();

  // Help, from the menu: her messages to us, then Write to us.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Menu' }).click();
  await banner.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/help\/tickets$/);
  await expect(page.getByRole('heading', { name: 'Your messages to us', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Write to us' }).first().click();
  await expect(page.getByRole('heading', { name: 'Write to us', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Write to us' });
  await form.getByRole('radio', { name: 'A payment or refund' }).check();
  await form.getByLabel('Receipt').selectOption(receiptNumber);
  await form.getByLabel('Subject').fill('Charged twice for my Premium month');
  await form
    .getByLabel('Message')
    .fill('I paid once for the extra month but my bank shows the amount taken twice. Please refund one.');
  await expectNoSeriousA11yViolations(page, 'write to us');
  await form.getByRole('button', { name: 'Send' }).click();
  const opened = page.getByRole('status').filter({ hasText: 'Your ticket number is' });
  await expect(opened).toContainText('We will reply within 4 hours.');
  const ticket = /T\d{7}/.exec(await opened.innerText())![0];

  // The administrator's queue: her ticket (due within 4 hours) above the free member's older one (due within 24).
  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staff = await staffContext.newPage();
  await signInAs(staff, 'admin');
  await staff.goto('/admin/support');
  const queue = staff.getByRole('table', { name: 'Tickets' });
  const rows = queue.getByRole('row');
  await expect(rows.filter({ hasText: ticket })).toHaveCount(1);
  const texts = await rows.allInnerTexts();
  const ours = texts.findIndex((text) => text.includes(ticket));
  const older = texts.findIndex((text) => text.includes(OLDER_FREE_TICKET));
  expect(older, 'the older free ticket is on the first page').toBeGreaterThan(-1);
  expect(ours).toBeLessThan(older);
  await expect(rows.filter({ hasText: ticket })).toContainText('Premium');
  await expectNoSeriousA11yViolations(staff, 'help desk queue');

  // The ticket: refund the payment in full, then reply with the canned words and resolve.
  await rows.filter({ hasText: ticket }).getByRole('link').first().click();
  await expect(staff.getByRole('heading', { name: 'Charged twice for my Premium month' })).toBeVisible();
  const refund = staff.getByRole('region', { name: 'Payment and refund' });
  await expect(refund).toContainText(receiptNumber);
  await refund.getByLabel('Reason (from the refund policy)').selectOption('duplicate-charge');
  await refund.getByRole('button', { name: 'Refund ₹499' }).click();
  await staff
    .getByRole('dialog', { name: /Refund ₹499 in full/ })
    .getByRole('button', { name: 'Refund ₹499' })
    .click();
  await expect(refund).toContainText(`issued`);
  await expect(refund).toContainText(`for ticket ${ticket}`);
  // The refund suggests its canned reply; staff read it and send it.
  const reply = staff.getByRole('form', { name: 'Reply' });
  await expect(reply.getByLabel('Canned reply')).toHaveValue('refund-issued');
  await expect(reply.getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue(
    /We have issued a full refund/
  );
  await reply.getByRole('button', { name: 'Reply and resolve' }).click();
  const history = staff.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history.filter({ hasText: /^Resolved, by Meera from Support/ })).toHaveCount(1);
  await expect(staff.getByRole('region', { name: 'Conversation' })).toContainText(
    'We have issued a full refund'
  );
  await expectNoSeriousA11yViolations(staff, 'help desk ticket');
  await staffContext.close();

  // The member: the reply in her ticket, and the receipt shows the refund.
  await page.goto(`/help/tickets/${ticket}`);
  const thread = page.getByLabel('Messages', { exact: true });
  await expect(thread).toContainText('We have issued a full refund');
  await expect(page.getByRole('main').getByText('Resolved', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ticket thread');
  await page.goto(`/receipts/${receiptNumber}`);
  await expect(page.getByText(/Refunded ₹499/)).toBeVisible();
});
