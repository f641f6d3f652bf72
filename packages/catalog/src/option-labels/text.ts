// @matrimony/catalog/catalog-text: the option labels and validation messages of useCatalogText
// (@matrimony/ui/catalog-text) without React or Lingui, for services writing to a member in Hindi or Tamil
// (svc-notify's e-mails). Reads the same dictionaries (option-labels/<group>/messages/<locale>.json).
import careersHi from './careers/messages/hi.json';
import careersTa from './careers/messages/ta.json';
import castesHi from './castes/messages/hi.json';
import castesTa from './castes/messages/ta.json';
import coreHi from './core/messages/hi.json';
import coreTa from './core/messages/ta.json';
import searchHi from './search/messages/hi.json';
import searchTa from './search/messages/ta.json';
import placesHi from './places/messages/hi.json';
import placesTa from './places/messages/ta.json';
import validationHi from './validation/messages/hi.json';
import validationTa from './validation/messages/ta.json';
import { matchCatalogTemplate, type TranslatedLocale } from './index';

export { CATALOG_TEXT_GROUPS, type CatalogTextGroup } from './index';

type Table = Readonly<Record<string, string>>;

let tables: Record<TranslatedLocale, Table> | undefined;

function table(locale: TranslatedLocale): Table {
  tables ??= {
    hi: { ...placesHi, ...careersHi, ...castesHi, ...validationHi, ...coreHi, ...searchHi } as Table,
    ta: { ...placesTa, ...careersTa, ...castesTa, ...validationTa, ...coreTa, ...searchTa } as Table
  };
  return tables[locale];
}

/** ICU source text without placeholders as it reads: a doubled apostrophe is one. */
const plain = (message: string) => message.replace(/''/g, "'");

/**
 * The locale's text for an English option value or catalog message ("Hindu" → "हिंदू" in Hindi), a message built
 * at run time with its values kept; English, an unknown locale or a text without a translation comes back unchanged.
 */
export function catalogText(locale: string, english: string): string {
  if (locale !== 'hi' && locale !== 'ta') return english;
  const translated = table(locale)[english];
  if (translated) return plain(translated);
  const built = matchCatalogTemplate(english);
  const template = built && table(locale)[built.template];
  if (!built || !template) return english;
  return plain(template).replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => built.values[name] ?? placeholder
  );
}
