import { expectNoSeriousA11yViolations } from '../src/axe';
import { freshMobile } from '../src/members';
import { messageCount, nextMessageText } from '../src/outbox';
import { RENDERED_BY_MF_PUBLIC } from '../src/public-pages';
import { expect, test } from '../src/test';
import { expectNotice } from '../src/toasts';

test('the contact form asks for every field, then sends the message to support', async ({ page }) => {
  const email = `visitor.${freshMobile()}@example.com`;
  await page.goto('/contact');
  const form = page.locator(RENDERED_BY_MF_PUBLIC).getByRole('form', { name: 'Send us a message' });
  await expect(form).toBeVisible();

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectNotice(page, 'Missing Information');
  await expectNoSeriousA11yViolations(page, '/contact with missing fields');

  await form.getByLabel('Your Name').fill('Meera Krishnan');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Subject').fill('Help with my horoscope details');
  await form.getByLabel('Message').fill('How do I add my horoscope photo after registering?');
  const mailsBefore = await messageCount(email);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expectNotice(page, 'Message Sent Successfully!');
  await expect(form.getByLabel('Your Name')).toHaveValue('');
  // The given address gets a fixed acknowledgement with the ticket number, never the text written in
  // the form (anyone can type anyone's address there).
  const acknowledgement = await nextMessageText(email, mailsBefore);
  expect(acknowledgement).toMatch(/ticket number is T\d{7}/);
  expect(acknowledgement).not.toContain('How do I add my horoscope photo after registering?');
});
