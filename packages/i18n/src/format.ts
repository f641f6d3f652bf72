import { LOCALES, type Locale } from './codes';

/** Rupees with Indian grouping and no paise: ₹1,00,000 in every locale. */
export function formatMoney(rupees: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].tag, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0
  }).format(rupees);
}

/** A count with Indian grouping (12,34,567). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].tag).format(value);
}

/** The plural category of a count in a locale (Hindi reads 0 as "one"), never a hard-coded `=== 1`. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  return new Intl.PluralRules(LOCALES[locale].tag).select(count);
}
