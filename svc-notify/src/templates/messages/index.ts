// svc-notify's messages in English, Hindi and Tamil (ICU source, ids by area: `email.`, `sms.`, `notification.`).
// Each locale is compiled once, on first use, into its own Lingui instance: a render names its locale and never
// switches a shared one, so e-mails to members of different languages can be written at the same time.
import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@matrimony/i18n/codes';
import { compileCatalogue } from '@matrimony/i18n/compile';
import en from './en.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import ta from './ta.json' with { type: 'json' };

export type TemplateMessageId = keyof typeof en;

const sources: Record<Locale, Partial<Record<TemplateMessageId, string>>> = { en, hi, ta };
const instances = new Map<Locale, I18n>();

function instance(locale: Locale): I18n {
  let found = instances.get(locale);
  if (!found) {
    // English under every id the locale lacks, so a missing translation reads English rather than its id.
    const messages = compileCatalogue({ ...en, ...sources[locale] });
    found = setupI18n({ locale, locales: [LOCALES[locale].tag], messages: { [locale]: messages } });
    instances.set(locale, found);
  }
  return found;
}

/** One message in `locale` (English for an unknown one), with its placeholders filled. */
export function t(
  locale: Locale | undefined,
  id: TemplateMessageId,
  values?: Record<string, string | number>
): string {
  const chosen = locale && Object.prototype.hasOwnProperty.call(LOCALES, locale) ? locale : DEFAULT_LOCALE;
  return instance(chosen)._(id, values);
}
