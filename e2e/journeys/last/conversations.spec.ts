// The ready couple (a mutual match in the demo data) talk, then the groom blocks the bride: a block changes what
// every other journey relies on, so this one runs alone after them (playwright.config.ts, project "last").
import { CONVERSATION_TEXTS } from '@matrimony/catalog/conversations';
import { expectNoSeriousA11yViolations } from '../../src/axe';
import { READY_ACCOUNTS, signInAs } from '../../src/demo-accounts';
import { expect, test } from '../../src/test';

const PHONE = { width: 390, height: 844 };

test('the bride and the groom message each other live, she reads his message and he sees the tick, and when he blocks her the composer is gone', async ({
  browser,
  page
}) => {
  const bride = READY_ACCOUNTS.bride.fullName;
  const groom = READY_ACCOUNTS.groom.fullName;

  // The groom, on a laptop, opens the conversation from his mutual matches.
  await signInAs(page, 'groom');
  await page.goto('/mutual-matches');
  await page.getByRole('link', { name: `Message ${bride}` }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bride);
  const threadPath = new URL(page.url()).pathname;
  const log = page.getByRole('log', { name: `Messages with ${bride}` });
  await expect(log.getByText(CONVERSATION_TEXTS.safetyBanner.description)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/messages/{id}, laptop');

  // The bride, on a phone, waits on her messages list.
  const brideContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const bridePage = await brideContext.newPage();
  await signInAs(bridePage, 'bride');
  await bridePage.goto('/messages');
  await expect(bridePage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const fromGroom = bridePage.getByRole('link', { name: new RegExp(groom) });
  await expect(fromGroom).toBeVisible();
  await expectNoSeriousA11yViolations(bridePage, '/messages, phone');

  const hello = `Namaste ${bride.split(' ')[0]}, shall we talk this weekend? (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Message' }).fill(hello);
  await page.getByRole('button', { name: 'Send' }).click();
  const mine = log.getByRole('listitem').filter({ hasText: hello });
  await expect(mine.getByRole('img', { name: 'Sent' })).toBeVisible();

  // Her list shows it without a reload; she opens the thread and reads it there.
  await expect(fromGroom).toContainText(hello.slice(0, 20));
  await fromGroom.click();
  await expect(bridePage).toHaveURL(new RegExp(`${threadPath}$`));
  const brideLog = bridePage.getByRole('log', { name: `Messages with ${groom}` });
  await expect(brideLog.getByText(hello)).toBeVisible();
  await expectNoSeriousA11yViolations(bridePage, '/messages/{id}, phone');

  // His tick turns to read while his page stays open; her answer reaches him live.
  await expect(mine.getByRole('img', { name: 'Read' })).toBeVisible();
  const answer = `Yes, Sunday evening suits my family (${Date.now()})`;
  await bridePage.getByRole('textbox', { name: 'Message' }).fill(answer);
  await bridePage.getByRole('button', { name: 'Send' }).click();
  await expect(brideLog.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(log.getByText(answer)).toBeVisible();

  // He blocks her from the thread: her composer goes, and says why, without a reload.
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: /^Block/ });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(
    bridePage.getByRole('status').filter({ hasText: CONVERSATION_TEXTS.ended.closed })
  ).toBeVisible();
  await expect(bridePage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await brideContext.close();
});
