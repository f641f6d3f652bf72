import { freshMobile } from '../src/members';
import { messageCount, nextMessageText, otpFrom } from '../src/outbox';
import { expect, test } from '../src/test';
import { OTP_SENT_TIMEOUT_MS } from '../src/proof-of-work';
import { expectNotice } from '../src/toasts';

// svc-identity refuses a resend for 30 s (OTP_RESEND_COOLDOWN_MS); the wizard counts it down.
const COOLDOWN_WITH_MARGIN_MS = 45_000;

test('"Resend OTP" waits out its visible cooldown, then texts a new code that verifies the number', async ({
  page
}) => {
  const mobile = freshMobile();
  await page.goto('/signup');
  await page.getByLabel('Mobile Number').fill(mobile);
  const smsBefore = await messageCount(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectNotice(page, `Verification code has been sent to +91 ${mobile}`, {
    timeout: OTP_SENT_TIMEOUT_MS
  });
  await nextMessageText(mobile, smsBefore);

  const resend = page.getByRole('button', { name: /^Resend OTP/ });
  await expect(resend).toHaveText(/^Resend OTP in \d+s$/);
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText('Resend OTP', { timeout: COOLDOWN_WITH_MARGIN_MS });
  await expect(resend).toBeEnabled();

  await resend.click();
  const code = otpFrom(await nextMessageText(mobile, smsBefore + 1));
  // Counting down again for the next resend.
  await expect(resend).toHaveText(/^Resend OTP in \d+s$/);
  await page.getByLabel('Digit 1 of 6').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectNotice(page, 'Your mobile number has been verified successfully');
  await expect(page.getByText('Step 2 of 6', { exact: true })).toBeVisible();
});
