// The demo free member earns both badges: her ID by Aadhaar Paperless Offline e-KYC (a ZIP from the stand-in UIDAI
// issuer's page) and her photo by a live selfie (Chromium's fake camera), which the administrator approves from the
// verification queue; the groom then finds her card with both badges. Her badges change what other journeys see of
// her, so this one runs after them (playwright.config.ts, project "last").
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OFFLINE_EKYC_PAGE_PATH } from '@matrimony/dev-stack';
import { expectNoSeriousA11yViolations } from '../../src/axe';
import { READY_ACCOUNTS, signInAs } from '../../src/demo-accounts';
import { expect, test } from '../../src/test';

const PHONE = { width: 390, height: 844 };
// The stand-in issuer's page starts filled in for the free member; its share code is typed again on upload.
const SHARE_CODE = '1234';
const CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...CAMERA_ARGS
    ]
  },
  permissions: ['camera']
});

test('the free member verifies her ID with an offline e-KYC file and sends a live selfie; the administrator approves it; the groom sees both badges on her card', async ({
  browser,
  page
}) => {
  const downloads = await mkdtemp(join(tmpdir(), 'e2e-ekyc-'));
  try {
    // Her file, from the stand-in issuer (as she would download it from UIDAI's portal).
    const issuer = await page.context().newPage();
    await issuer.goto(OFFLINE_EKYC_PAGE_PATH);
    await expect(issuer.getByLabel('Share code')).toHaveValue(SHARE_CODE);
    const [download] = await Promise.all([
      issuer.waitForEvent('download'),
      issuer.getByRole('button', { name: 'Download the ZIP' }).click()
    ]);
    const zip = join(downloads, 'offline-ekyc.zip');
    await download.saveAs(zip);
    await issuer.close();

    // Settings → Verification, on a phone.
    await page.setViewportSize(PHONE);
    await signInAs(page, 'free');
    await page.goto('/settings/verification');
    await expect(page).toHaveURL(/\/settings#verification$/);
    const checks = page.getByRole('list', { name: 'Your checks' });
    await expect(checks.getByRole('listitem').filter({ hasText: 'Photo' })).toContainText('Not verified');
    await page.getByLabel('Aadhaar offline e-KYC ZIP file').setInputFiles(zip);
    await page.getByRole('textbox', { name: 'Share code' }).fill(SHARE_CODE);
    await page.getByRole('button', { name: 'Verify my ID' }).click();
    await expect(checks.getByRole('listitem').filter({ hasText: /^ID/ })).toContainText('Verified');
    await expectNoSeriousA11yViolations(page, '/settings#verification after the ID check, phone');

    // The photo check: a pose drawn for her, the (fake) front camera, one photo, sent.
    await checks.getByRole('link', { name: /selfie/i }).click();
    await expect(page).toHaveURL(/\/settings\/verification\/selfie$/);
    await expect(page.getByRole('heading', { name: 'Photo check', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByLabel('Camera preview')).toBeVisible();
    await page.getByRole('button', { name: 'Take photo' }).click();
    await expect(page.getByRole('img', { name: 'Your selfie, not sent yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/settings/verification/selfie, phone');
    await page.getByRole('button', { name: 'Send for checking' }).click();
    await expect(page.getByText(/waiting|moderator/i).first()).toBeVisible();

    // The administrator, on a laptop, finds her selfie in the verification queue and approves it.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/admin/verification');
    await expect(admin.getByRole('heading', { name: 'Verification queue', level: 1 })).toBeVisible();
    // Moderators see members' full names, as in the profile queue.
    const displayName = READY_ACCOUNTS.free.fullName;
    const row = admin.getByRole('listitem').filter({ hasText: `Live selfie: ${displayName}` });
    await expect(row).toBeVisible();
    const memberNumber = (await row.locator('text=/M\\d{7}/').first().textContent())!.trim();
    await expectNoSeriousA11yViolations(admin, '/admin/verification, laptop');
    await row.getByRole('link', { name: `Live selfie: ${displayName}` }).click();
    await expect(admin).toHaveURL(/\/admin\/verification\/selfies\/[0-9a-f-]{36}$/);
    await expect(admin.getByRole('list', { name: 'Profile photos' })).toBeVisible();
    await expectNoSeriousA11yViolations(admin, '/admin/verification/selfies/{id}, laptop');
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/verification$/);
    await adminContext.close();

    // The groom finds her card by her member number: both badges are on it.
    const groomContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const groom = await groomContext.newPage();
    await signInAs(groom, 'groom');
    await groom.goto(`/explore?memberNumber=${memberNumber}`);
    const badges = groom.getByRole('list', { name: 'Verification' }).first();
    await expect(badges).toContainText('ID verified');
    await expect(badges).toContainText('Photo verified');
    await groomContext.close();
  } finally {
    await rm(downloads, { recursive: true, force: true });
  }
});
