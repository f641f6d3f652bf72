import escapeHtml from 'escape-html';
import { TIME_ZONE } from '@matrimony/catalog/constants';
import { catalogText } from '@matrimony/catalog/catalog-text';
import { formatDate, formatLongDate, formatLongDateTime } from '@matrimony/catalog/date-format';
import { LOCALES, type Locale } from '@matrimony/i18n/codes';
import { formatMoney } from '@matrimony/i18n/format';
import { t } from './messages';

export const SITE_NAME = 'Matrimony';

/** A message ready to send: the same content as plain text and as HTML, and any list headers it carries. */
export interface Rendered {
  subject: string;
  text: string;
  html: string;
  /** `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) for an e-mail the member can switch off. */
  headers?: Record<string, string>;
}

/** `Content-Language` of an e-mail written in `locale` (the development outbox reads the language from it). */
export const CONTENT_LANGUAGE = 'Content-Language';

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
  /** The language the e-mail is written in (the footer's words, `<html lang>` and `Content-Language`); English by default. */
  locale?: Locale;
}

// E-mails have no reader's zone: they are written in India's time, and a time of day says "IST".
const IN_INDIA = { timeZone: TIME_ZONE } as const;

/** A date as members in India read it, e.g. "21 December 2026" ("21 दिसंबर 2026" in Hindi). */
export function indianDate(iso: string | Date, locale: Locale = 'en'): string {
  return formatLongDate(iso, { ...IN_INDIA, locale });
}

/** A date in India as the site writes it in lists, e.g. "29 Nov 2026". */
export function indianShortDate(iso: string | Date, locale: Locale = 'en'): string {
  return formatDate(iso, { ...IN_INDIA, locale });
}

/** A date and time in India, e.g. "21 December 2026 at 1:30 pm IST" ("21 दिसंबर 2026, दोपहर 1:30 IST"). */
export function indianDateTime(iso: string | Date, locale: Locale = 'en'): string {
  return formatLongDateTime(iso, { ...IN_INDIA, nameZone: true, locale });
}

/** Rupees: "₹499" as the English e-mails always wrote them, Indian grouping in Hindi and Tamil ("₹1,00,000"). */
export function rupees(amount: number, locale: Locale = 'en'): string {
  return locale === 'en' ? `₹${amount}` : formatMoney(amount, locale);
}

/** "Hello Priya," or, without a name, "Hello,". */
export function greeting(name: string | null, locale: Locale = 'en'): string {
  return name ? t(locale, 'email.greeting', { name }) : t(locale, 'email.greeting.anonymous');
}

/** Header values never carry line breaks (a contact-form subject is typed by anyone). */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
const link = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:#555">${escapeHtml(label)}</a>`;

/** The footer of a switchable e-mail, as text and HTML. */
function unsubscribeFooter(
  unsubscribe: Unsubscribe | undefined,
  locale: Locale
): { text: string[]; html: string } {
  if (!unsubscribe) return { text: [], html: '' };
  // The settings grid's line in the member's language, as their settings page shows it.
  const reason = t(locale, 'email.footer.reason', { what: catalogText(locale, unsubscribe.what) });
  const stop = t(locale, 'email.footer.stop');
  const settings = t(locale, 'email.footer.settings');
  return {
    text: [`${reason}\n${stop}: ${unsubscribe.url}\n${settings}: ${unsubscribe.settingsUrl}`],
    html:
      '<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #eee;font-size:12px;color:#555">' +
      `${escapeHtml(reason)} ${link(unsubscribe.url, stop)} · ${link(unsubscribe.settingsUrl, settings)}</p>`
  };
}

/**
 * RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs `List-Unsubscribe=One-Click` to the URL.
 * RFC 3282: `Content-Language` names the language the e-mail is written in.
 */
function headersOf(unsubscribe: Unsubscribe | undefined, locale: Locale): Pick<Rendered, 'headers'> {
  return {
    headers: {
      [CONTENT_LANGUAGE]: LOCALES[locale].tag,
      ...(unsubscribe
        ? {
            'List-Unsubscribe': `<${oneLine(unsubscribe.url)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'
          }
        : {})
    }
  };
}

/** Renders an e-mail's text and HTML from one description, so the two never say different things. */
export function renderEmail(content: EmailContent): Rendered {
  const locale = content.locale ?? 'en';
  const after = content.after ?? [];
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  const footer = unsubscribeFooter(content.unsubscribe, locale);
  textParts.push(...after, `— ${SITE_NAME}`, ...footer.text);

  const button = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#b3124a;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
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
    ...headersOf(content.unsubscribe, locale)
  };
}
