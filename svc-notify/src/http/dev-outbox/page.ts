import escapeHtml from 'escape-html';
import { LOCALES } from '@matrimony/i18n/codes';
import { type OutboxMessage } from '../../store/dev-outbox';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text, then turns http(s) URLs into links (the only markup user content can get). */
function linkified(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" rel="noreferrer">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function item(message: OutboxMessage): string {
  const kind = message.channel === 'sms' ? 'SMS' : 'E-mail';
  const subject = message.subject ? `<div class="subject">${escapeHtml(message.subject)}</div>` : '';
  return [
    `<li class="${message.channel}" lang="${LOCALES[message.locale].tag}">`,
    `<div class="meta" lang="en"><strong>${kind}</strong> to ${escapeHtml(message.to)} · <span class="locale" lang="${LOCALES[message.locale].tag}">${LOCALES[message.locale].name} (${message.locale})</span> · <time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString())}</time></div>`,
    subject,
    `<pre>${linkified(message.text)}</pre>`,
    '</li>'
  ].join('');
}

/** GET /dev/outbox.html: what would have been sent, newest first, readable by a person running `npm start`. */
export function outboxPage(messages: OutboxMessage[], to: string | undefined): string {
  const heading = to ? `Development outbox: messages to ${escapeHtml(to)}` : 'Development outbox';
  const list = messages.length > 0 ? `<ol>${messages.map(item).join('')}</ol>` : '<p>No messages yet.</p>';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${heading}</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:24px;color:#222}ol{list-style:none;padding:0}',
    'li{border:1px solid #ddd;border-radius:6px;padding:12px;margin:0 0 12px}li.sms{border-left:4px solid #1b7f3b}',
    'li.email{border-left:4px solid #b3124a}.meta{font-size:13px;color:#555}.subject{font-weight:bold;margin:6px 0}',
    'pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:6px 0 0}</style></head><body>',
    `<h1>${heading}</h1>`,
    '<p>Development only: SMS and e-mails are not really sent. Newest first; add <code>?to=</code> with a mobile number or e-mail address to filter.</p>',
    list,
    '</body></html>'
  ].join('');
}
