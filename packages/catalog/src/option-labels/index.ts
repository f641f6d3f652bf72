// The translated option labels and validation messages (issue 43), for `useCatalogText` in @matrimony/ui/catalog-text.
// Each group's Hindi and Tamil dictionary is its own chunk, loaded only when that locale is active and a page asked
// for the group. Keys are the English text exactly as this package exports it; values are ICU source messages,
// compiled at build by @matrimony/i18n/build's rule.

/**
 * The dictionaries, by group:
 * - `core` (always loaded, the religions and mother tongues as their own `search` dictionary): marital status, "this profile is for", gender, looking for,
 *   family (type, parents' occupations, siblings), heights, income bands, rasis, nakshatras, the horoscope words
 *   (dosham, tradition, "Don't know") and the preference labels.
 * - `castes`: every religion's caste list.
 * - `careers`: education (levels, bands) and occupations.
 * - `places`: India's states and districts (written by its own helper, keys from data/india-states-districts.json).
 * Besides these, `validation` holds the catalog's validation and problem messages (messages.ts and the schemas',
 * those built at run time by CATALOG_TEXT_TEMPLATES) and the member-facing lists (interest messages, decline and
 * report reasons, moderators' rejection texts, ID document kinds):
 * useCatalogText always includes it, but the design system's option lists load it only once they show an error
 * or a toast, so a page that merely lists options (the landing page's quick search) never fetches it.
 */
export const CATALOG_TEXT_GROUPS = ['core', 'castes', 'careers', 'places'] as const;
export type CatalogTextGroup = (typeof CATALOG_TEXT_GROUPS)[number];

/**
 * Every dictionary: the groups a page asks for, the catalog's messages, and `search`: the religions and mother
 * tongues, the only options the landing page's quick search lists, so that a visitor reading it in Hindi or Tamil
 * loads them alone (the `core` group holds the rest and reads them through this one).
 */
export type CatalogTextDictionary = CatalogTextGroup | 'validation' | 'search';

/** A locale other than English, whose dictionaries load on demand. */
export type TranslatedLocale = 'hi' | 'ta';

type Dictionary = { default: Record<string, unknown> };

/** Each group's dictionary for a locale, as its own chunk (a literal folder per group keeps the chunks apart). */
export const CATALOG_TEXT_LOADERS: Readonly<
  Record<CatalogTextDictionary, (locale: TranslatedLocale) => Promise<Dictionary>>
> = {
  search: (locale) => import(`./search/messages/${locale}.json`) as Promise<Dictionary>,
  core: (locale) => import(`./core/messages/${locale}.json`) as Promise<Dictionary>,
  validation: (locale) => import(`./validation/messages/${locale}.json`) as Promise<Dictionary>,
  castes: (locale) => import(`./castes/messages/${locale}.json`) as Promise<Dictionary>,
  careers: (locale) => import(`./careers/messages/${locale}.json`) as Promise<Dictionary>,
  places: (locale) => import(`./places/messages/${locale}.json`) as Promise<Dictionary>
};

/**
 * Catalog messages built at run time (messages.ts: otpSentMessage, emailChangeLinkSentMessage,
 * reportDetailsRequiredMessage, reportAlreadyOpenMessage; support.ts: the ticket opened, a form field too long), as the dictionaries key them: the English with ICU
 * placeholders where the values go. A text built from one reads translated with its values kept (a ticket number,
 * a mobile number), in a toast or a service's problem detail alike.
 */
export const CATALOG_TEXT_TEMPLATES = [
  'Verification code has been sent to {number}',
  'We sent a link to {address}. Open it within 24 hours to confirm.',
  'Please describe the problem in at least {minLength} characters.',
  'You have already reported this profile (ticket {ticketNumber}). Our team is looking into it.',
  'Your ticket number is {ticket}. We will reply within {hours} hours.',
  'Please keep it to {max} characters.'
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let patterns: { template: string; pattern: RegExp; names: string[] }[] | undefined;

/** The template an English text was built from, with the values it was built with; undefined for any other text. */
export function matchCatalogTemplate(
  english: string
): { template: string; values: Record<string, string> } | undefined {
  patterns ??= CATALOG_TEXT_TEMPLATES.map((template) => {
    const parts = template.split(/\{(\w+)\}/);
    const names = parts.filter((_, index) => index % 2 === 1);
    const source = parts.map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part))).join('');
    return { template, pattern: new RegExp(`^${source}$`), names };
  });
  for (const { template, pattern, names } of patterns) {
    const found = pattern.exec(english);
    if (found)
      return { template, values: Object.fromEntries(names.map((name, index) => [name, found[index + 1]!])) };
  }
  return undefined;
}
