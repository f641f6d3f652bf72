// @matrimony/catalog/catalog-text: the option labels and validation messages of useCatalogText
// (@matrimony/ui/catalog-text) without React or Lingui, for services writing to a member in Hindi or Tamil
// (svc-notify's e-mails). Reads the same dictionaries (option-labels/<group>/messages/<locale>.json).
import { readFileSync } from 'node:fs';
import careersHi from './careers/messages/hi.json';
import careersTa from './careers/messages/ta.json';
import castesHi from './castes/messages/hi.json';
import castesTa from './castes/messages/ta.json';
import coreHi from './core/messages/hi.json';
import coreTa from './core/messages/ta.json';
import { type TranslatedLocale } from './index';

export { CATALOG_TEXT_GROUPS, type CatalogTextGroup } from './index';

type Table = Readonly<Record<string, string>>;

/** The places group lands as its own files; until they exist, places read in English. */
function places(locale: TranslatedLocale): Table {
  try {
    const url = new URL(`./places/messages/${locale}.json`, import.meta.url);
    return JSON.parse(readFileSync(url, 'utf8')) as Table;
  } catch {
    return {};
  }
}

let tables: Record<TranslatedLocale, Table> | undefined;

function table(locale: TranslatedLocale): Table {
  tables ??= {
    hi: { ...places('hi'), ...careersHi, ...castesHi, ...coreHi } as Table,
    ta: { ...places('ta'), ...careersTa, ...castesTa, ...coreTa } as Table
  };
  return tables[locale];
}

/** ICU source text without placeholders as it reads: a doubled apostrophe is one. */
const plain = (message: string) => message.replace(/''/g, "'");

/**
 * The locale's text for an English option value or catalog message ("Hindu" → "हिन्दू" in Hindi); English, an
 * unknown locale or a text without a translation comes back unchanged.
 */
export function catalogText(locale: string, english: string): string {
  if (locale !== 'hi' && locale !== 'ta') return english;
  const translated = table(locale)[english];
  return translated ? plain(translated) : english;
}
