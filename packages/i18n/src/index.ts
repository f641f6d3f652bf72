export { formatMoney, formatNumber, pluralCategory } from './format';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_CODES,
  LOCALE_STORAGE_KEY,
  chooseLocale,
  isLocale,
  preferredLocale,
  type Locale
} from './locales';
export {
  PREFIXED_LOCALES,
  hreflangs,
  localeFromPath,
  localePrefix,
  localizedPath,
  pageLanguage,
  stripLocalePrefix
} from './paths';
export {
  activeLocale,
  catalogueLoading,
  i18n,
  localeVersion,
  registerCatalogue,
  setLocale,
  subscribeToLocale,
  translate,
  type Catalogue
} from './runtime';
