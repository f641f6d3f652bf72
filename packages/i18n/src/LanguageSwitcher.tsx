import { useId } from 'react';
// The runtime by the package's name, not './runtime': in the browser `@matrimony/i18n` is the shared singleton,
// so this entry and every remote use one Lingui instance and one active locale.
import { LOCALES, LOCALE_CODES, isLocale, setLocale } from '@matrimony/i18n';
import { useLocale } from './hooks';

/**
 * The language choice: a native select labelled "Language" (each language named in its own script) that
 * switches at once, remembers the choice in this browser and sets `<html lang>`. Unstyled: the page around it
 * styles it (a 44 px target at least).
 */
export function LanguageSwitcher({ className, id }: { className?: string; id?: string }) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const locale = useLocale();
  return (
    <span className={className}>
      <label htmlFor={selectId}>Language</label>{' '}
      <select
        id={selectId}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void setLocale(event.target.value);
        }}
      >
        {LOCALE_CODES.map((code) => (
          <option key={code} value={code} lang={LOCALES[code].tag}>
            {LOCALES[code].name}
          </option>
        ))}
      </select>
    </span>
  );
}
