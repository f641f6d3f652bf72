import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, storeLocale, type Locale } from './locales';

/**
 * One remote's messages: English is bundled with the remote (the prerendered pages are English and every
 * id falls back to it), the other locales load as their own chunks when a visitor first chooses one.
 * With `loadEnglish`, English is its own chunk too (`en` starts empty and fills when it arrives): loaded at once
 * while English is active, never on a Hindi or Tamil page (a page of the catalogue suspends in useT until then).
 */
export type Catalogue<Id extends string> = {
  en: Record<Id, unknown>;
  load: (locale: Exclude<Locale, 'en'>) => Promise<{ default: Record<Id, unknown> }>;
  loadEnglish?: () => Promise<{ default: Record<Id, unknown> }>;
};

/** The one Lingui instance: `@matrimony/i18n` is a shared singleton, so every remote sees the same active locale. */
export const i18n = setupI18n({
  locale: DEFAULT_LOCALE,
  // Every locale starts empty, so activating one before any remote registered its messages is not an error.
  messages: Object.fromEntries(LOCALE_CODES.map((locale) => [locale, {}]))
});

const catalogues = new Set<Catalogue<string>>();
const loaded = new Map<Catalogue<string>, Set<Locale>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const loading = new Map<Catalogue<string>, Map<Locale, Promise<void>>>();

/** The locales whose messages of this catalogue are here (English from the start unless it loads on its own). */
function loadedLocales(catalogue: Catalogue<string>): Set<Locale> {
  const done = loaded.get(catalogue) ?? new Set<Locale>(catalogue.loadEnglish ? [] : ['en']);
  loaded.set(catalogue, done);
  return done;
}

function loadCatalogue(catalogue: Catalogue<string>, locale: Locale): Promise<void> {
  const done = loadedLocales(catalogue);
  if (done.has(locale)) return Promise.resolve();
  const inFlight = loading.get(catalogue) ?? new Map<Locale, Promise<void>>();
  loading.set(catalogue, inFlight);
  const pending =
    inFlight.get(locale) ??
    (locale === 'en' ? catalogue.loadEnglish!() : catalogue.load(locale)).then(
      ({ default: messages }) => {
        if (locale === 'en') Object.assign(catalogue.en, messages);
        else i18n.load(locale, messages as Messages);
        done.add(locale);
        inFlight.delete(locale);
      },
      (error: unknown) => {
        inFlight.delete(locale);
        throw error;
      }
    );
  inFlight.set(locale, pending);
  return pending;
}

const waiting = new WeakMap<Catalogue<string>, Map<Locale, { promise: Promise<void>; settled: boolean }>>();

/**
 * While the active locale's messages of this catalogue are still on their way, the promise of their arrival
 * (it never rejects: a failed load reads English); else null. `useT` suspends on it, so a page registered while
 * Hindi is active (a remote loaded on /hi/...) renders Hindi first, never English then Hindi.
 */
export function catalogueLoading(catalogue: Catalogue<string>): Promise<void> | null {
  const locale = activeLocale();
  if (loadedLocales(catalogue).has(locale)) return null;
  const waits = waiting.get(catalogue) ?? new Map<Locale, { promise: Promise<void>; settled: boolean }>();
  waiting.set(catalogue, waits);
  const wait = waits.get(locale);
  if (wait) return wait.settled ? null : wait.promise;
  const entry = { promise: Promise.resolve(), settled: false };
  // The same promise on every render until it settles (React's use() needs a stable one).
  entry.promise = loadCatalogue(catalogue, locale).then(
    () => void (entry.settled = true),
    () => void (entry.settled = true)
  );
  waits.set(locale, entry);
  return entry.promise;
}

/**
 * Registers a remote's catalogue (once, from its messages module). When another locale is already active,
 * its messages load now; until they arrive the remote reads English rather than ids.
 */
export function registerCatalogue<Id extends string>(catalogue: Catalogue<Id>): Catalogue<Id> {
  const entry = catalogue as unknown as Catalogue<string>;
  if (catalogues.has(entry)) return catalogue;
  catalogues.add(entry);
  const locale = activeLocale();
  // A separate English loads at its first use (useT) instead: the page may be about to switch to its own language.
  if (locale !== 'en' && !loadedLocales(entry).has(locale))
    void loadCatalogue(entry, locale).then(changed, () => undefined);
  return catalogue;
}

/** The catalogues registered so far (the pseudo-English test disguises each one's English). */
export function registeredCatalogues(): ReadonlySet<Catalogue<string>> {
  return catalogues;
}

export function activeLocale(): Locale {
  return i18n.locale as Locale;
}

/** Loads every registered catalogue's messages for the locale, then switches to it and sets `<html lang>`. */
export async function setLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  if (remember) storeLocale(locale);
  const previous = activeLocale();
  await Promise.all(
    [...catalogues].map((catalogue) => loadCatalogue(catalogue, locale).catch(() => undefined))
  );
  i18n.activate(locale, [LOCALES[locale].tag]);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[locale].tag;
  // Only a switch re-renders: confirming the language already shown (the provider right after hydration) must not
  // change the store's snapshot while a page that suspended on its messages is being mounted, which React cannot
  // replay ("update hook called on initial render", reported as an uncaught error). Whoever waits on messages that
  // arrived here re-renders through its own promise.
  if (locale !== previous) changed();
}

/** For useSyncExternalStore: changes when the locale switches or a catalogue arrives. */
export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function localeVersion(): number {
  return version;
}

/** A typed lookup in one catalogue: a wrong id fails tsc; a missing translation falls back to English. */
export function translate<Id extends string>(
  catalogue: Catalogue<Id>,
  id: Id,
  values?: Record<string, unknown>
): string {
  return i18n._({ id, message: catalogue.en[id] as string, values });
}
