import escapeHtml from 'escape-html';
import { TIME_ZONE } from '@matrimony/catalog/constants';
import { formatDate, formatLongDate, formatLongDateTime } from '@matrimony/catalog/date-format';

export const SITE_NAME = 'Matrimony';

/** A message ready to send: the same content as plain text and as HTML, and any list headers it carries. */
export interface Rendered {
  subject: string;
  text: string;
  html: string;
  /** `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) for an e-mail the member can switch off. */
  headers?: Record<string, string>;
}

/** How the member stops an e-mail they may switch off (the footer and the list headers). */
export interface Unsubscribe {
  /** The signed one-click link: GET shows a confirmation page, mail clients POST to it. */
  url: string;
  /** The category's line in the settings grid, e.g. "Someone sent me an interest". */
  what: string;
  /** The member's settings page. */
  settingsUrl: string;
}

export interface EmailContent {
  subject: string;
  greeting: string;
  /** Plain-text paragraphs (escaped for HTML here). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Only for e-mails the member can switch off: the footer with the link, and the list headers. */
  unsubscribe?: Unsubscribe;
}

// E-mails have no reader's zone: they are written in India's time, and a time of day says "IST".
const IN_INDIA = { timeZone: TIME_ZONE } as const;

/** A date as members in India read it, e.g. "21 December 2026". */
export function indianDate(iso: string | Date): string {
  return formatLongDate(iso, IN_INDIA);
}

/** A date in India as the site writes it in lists, e.g. "29 Nov 2026". */
export function indianShortDate(iso: string | Date): string {
  return formatDate(iso, IN_INDIA);
}

/** A date and time in India, e.g. "21 December 2026 at 1:30 pm IST". */
export function indianDateTime(iso: string | Date): string {
  return formatLongDateTime(iso, { ...IN_INDIA, nameZone: true });
}

/** Header values never carry line breaks (a contact-form subject is typed by anyone). */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
const link = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:#555">${escapeHtml(label)}</a>`;

const unsubscribeReason = (unsubscribe: Unsubscribe) =>
  `You receive this e-mail because “${unsubscribe.what}” is on in your e-mail settings.`;

/** The footer of a switchable e-mail, as text and HTML. */
function unsubscribeFooter(unsubscribe: Unsubscribe | undefined): { text: string[]; html: string } {
  if (!unsubscribe) return { text: [], html: '' };
  const reason = unsubscribeReason(unsubscribe);
  return {
    text: [
      `${reason}\nStop these e-mails: ${unsubscribe.url}\nAll notification settings: ${unsubscribe.settingsUrl}`
    ],
    html:
      '<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #eee;font-size:12px;color:#555">' +
      `${escapeHtml(reason)} ${link(unsubscribe.url, 'Stop these e-mails')} · ${link(unsubscribe.settingsUrl, 'All notification settings')}</p>`
  };
}

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs `List-Unsubscribe=One-Click` to the URL. */
function listHeaders(unsubscribe: Unsubscribe | undefined): Pick<Rendered, 'headers'> {
  if (!unsubscribe) return {};
  return {
    headers: {
      'List-Unsubscribe': `<${oneLine(unsubscribe.url)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'
    }
  };
}

/** Renders an e-mail's text and HTML from one description, so the two never say different things. */
export function renderEmail(content: EmailContent): Rendered {
  const after = content.after ?? [];
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  const footer = unsubscribeFooter(content.unsubscribe);
  textParts.push(...after, `— ${SITE_NAME}`, ...footer.text);

  const button = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#b3124a;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    `<h1 style="margin:0 0 16px;font-size:20px;color:#b3124a">${escapeHtml(SITE_NAME)}</h1>`,
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    button,
    ...after.map(paragraph),
    footer.html,
    '</div></body></html>'
  ].join('');
  return {
    subject: oneLine(content.subject),
    text: textParts.join('\n\n'),
    html,
    ...listHeaders(content.unsubscribe)
  };
}
