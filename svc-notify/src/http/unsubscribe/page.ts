import escapeHtml from 'escape-html';
import { SETTINGS_PATH } from '../../delivery/news-email';
import { SITE_NAME } from '../../templates';

function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · ${escapeHtml(SITE_NAME)}</title>`,
    '<style>body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;background:#f6f6f6;color:#222;line-height:1.5}',
    'main{max-width:520px;margin:0 auto;background:#fff;padding:24px;border-radius:8px}h1{font-size:20px;color:#b3124a;margin:0 0 16px}',
    'button{padding:12px 20px;background:#b3124a;color:#fff;border:0;border-radius:6px;font-size:16px;cursor:pointer}a{color:#b3124a}</style></head><body><main>',
    `<h1>${escapeHtml(title)}</h1>`,
    body,
    '</main></body></html>'
  ].join('');
}

const settingsLine = `<p>You can change every notification, in the site and by e-mail, on your <a href="${SETTINGS_PATH}">Settings page</a> (sign in first).</p>`;

/**
 * GET /unsubscribe: asks before changing anything, because mail scanners and link previews open links in
 * e-mails. The button POSTs the same link with `List-Unsubscribe=One-Click`, as a mail client's would.
 */
export function confirmUnsubscribePage(input: {
  what: string;
  postUrl: string;
  alreadyOff: boolean;
}): string {
  if (input.alreadyOff) {
    return page(
      'You are already unsubscribed',
      `<p>E-mails for “${escapeHtml(input.what)}” are already off.</p>${settingsLine}`
    );
  }
  return page(
    'Stop these e-mails?',
    [
      `<p>You will no longer get e-mails for “${escapeHtml(input.what)}”. Notifications in the site stay as they are.</p>`,
      `<form method="post" action="${escapeHtml(input.postUrl)}">`,
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
      '<button type="submit">Stop these e-mails</button></form>',
      settingsLine
    ].join('')
  );
}

/** POST /unsubscribe answered: what was switched off. */
export function unsubscribedPage(input: { what: string }): string {
  return page(
    'You are unsubscribed',
    `<p>We will no longer send you e-mails for “${escapeHtml(input.what)}”.</p>${settingsLine}`
  );
}
