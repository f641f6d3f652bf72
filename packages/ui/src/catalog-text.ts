// @matrimony/ui/catalog-text: option labels and the catalog's validation and problem messages in the member's language.
import { useSyncExternalStore } from 'react';
import { i18n, localeVersion, registerCatalogue, subscribeToLocale, type Catalogue } from '@matrimony/i18n';
import {
  CATALOG_TEXT_LOADERS,
  matchCatalogTemplate,
  type CatalogTextDictionary,
  type CatalogTextGroup
} from '@matrimony/catalog/option-labels';

export { CATALOG_TEXT_GROUPS, type CatalogTextGroup } from '@matrimony/catalog/option-labels';

// One registry per page, not per bundle: @matrimony/ui's subpaths are bundled by each remote (and the shared
// entry's controls use this module too), so the first copy to register a group is the one that loads it.
const REGISTRY = Symbol.for('@matrimony/ui/catalog-text');
const catalogues = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new Map()) as Map<
  CatalogTextDictionary,
  Catalogue<string>
>;

/** Locales whose `search` dictionary (religions, mother tongues) has arrived on this page. */
const searchLoaded = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('@matrimony/ui/catalog-text/search')
] ??= new Set()) as Set<string>;

/** Registers a group once: its Hindi or Tamil chunk loads now if that locale is active, else when one is chosen. */
function use(group: CatalogTextDictionary): void {
  if (catalogues.has(group)) return;
  const load: (typeof CATALOG_TEXT_LOADERS)[CatalogTextDictionary] =
    group === 'search'
      ? (locale) =>
          CATALOG_TEXT_LOADERS.search(locale).then((dictionary) => (searchLoaded.add(locale), dictionary))
      : CATALOG_TEXT_LOADERS[group];
  // Keys are the English texts, and English reads them as they are, so English ships nothing.
  catalogues.set(group, registerCatalogue<string>({ en: {}, load }));
}

// The religions and mother tongues are always there (the landing page's quick search lists only those): a locale
// switch loads them with the page's own messages. The rest of the core options (`core`) comes with the first page
// that asks for catalog text (useCatalogText), or with the first option a control shows that `search` lacks.
use('search');

/** An English text (a Latin letter in it) the loaded dictionaries lack, once `search` is there: maybe a core option. */
function missed(english: string): void {
  const locale = i18n.locale;
  if (locale === 'en' || catalogues.has('core') || !searchLoaded.has(locale) || !/[A-Za-z]/.test(english))
    return;
  use('core');
}

const subscribe = () => useSyncExternalStore(subscribeToLocale, localeVersion, localeVersion);

/**
 * The active locale's text for an English option value or catalog message (one built at run time too, with its
 * values); English, and a text without a translation, come back unchanged (so English never changes). Not a hook: for code outside a component.
 */
export function catalogText(english: string): string {
  const messages = i18n.messages as Readonly<Record<string, unknown>>;
  if (Object.hasOwn(messages, english)) return i18n._(english);
  // A message built at run time ("… (ticket MR-2041) …") reads by its template, its values kept.
  const built = matchCatalogTemplate(english);
  if (built && Object.hasOwn(messages, built.template)) return i18n._(built.template, built.values);
  missed(english);
  return english;
}

/**
 * A message (a service problem's title and detail, a toast) with both parts in the active language, as
 * catalogText reads them; for code outside a component.
 */
export function catalogMessage<M extends { title: string; description?: string }>(message: M): M {
  use('validation');
  const title = catalogText(message.title);
  return message.description === undefined
    ? { ...message, title }
    : { ...message, title, description: catalogText(message.description) };
}

/**
 * Registers groups when a module loads rather than at its first render (`preloadCatalogText('castes')` beside a
 * form that lists castes): a locale chosen later loads them with everything else, and a module loaded while Hindi
 * is active starts fetching them at once, so its first render rarely shows English options.
 */
export function preloadCatalogText(...groups: CatalogTextGroup[]): void {
  for (const group of groups) use(group);
}

/**
 * `const text = useCatalogText(); text(value)`: an option value (every option in @matrimony/catalog is its English
 * label) or a catalog validation or problem message in the active language; re-renders when the locale changes or
 * a dictionary arrives.
 *
 * Groups (docs: @matrimony/catalog/option-labels):
 * - `core`, always (the religions and mother tongues, all a control on the landing page lists, load first on their
 *   own, the rest with the first page that uses this hook or shows such an option): marital status, "this profile is for", gender and looking for,
 *   family, heights, income bands, rasis, nakshatras, horoscope words, preference labels, and the catalog's
 *   validation and problem messages (their own chunk, `validation`);
 * - `castes`: every religion's castes;
 * - `careers`: education and occupations;
 * - `places`: states and districts.
 * Ask only for the heavy groups a page lists (`useCatalogText('castes', 'careers')`): each is its own chunk, loaded
 * only in Hindi or Tamil, and only once some page asked for it.
 */
/** An English option value or catalog message in, the active language's text out (English unchanged). */
export type CatalogText = (english: string) => string;

export function useCatalogText(...groups: CatalogTextGroup[]): CatalogText {
  use('core');
  use('validation');
  for (const group of groups) use(group);
  subscribe();
  return catalogText;
}

/**
 * For the design system's own controls (Select, RadioGroup, MultiSelect, Field, Toaster, RefusalNotice): the core
 * options (religions and mother tongues at once, the rest from the first other option shown), the catalog's messages only once `showsMessage` (an error, a toast, a refusal is on screen), so a
 * page that only lists options does not fetch them. Pages use useCatalogText.
 */
export function useControlText(showsMessage: boolean): (english: string) => string {
  if (showsMessage) use('validation');
  subscribe();
  return catalogText;
}
