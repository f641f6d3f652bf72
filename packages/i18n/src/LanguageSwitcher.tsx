import { Fragment, useId } from 'react';
// The runtime by the package's name, not './runtime': in the browser `@matrimony/i18n` is the shared singleton,
// so this entry and every remote use one Lingui instance and one active locale.
import { LOCALES, LOCALE_CODES, isLocale, setLocale, type Locale } from '@matrimony/i18n';
import { useLocale } from './hooks';

/**
 * "Language" in each language's own script: the choice must be findable by someone who cannot read the page's
 * current language, so the label is the same on every page (as Indian sites put "भाषा / Language" beside the
 * choice). Three labels of one select: each names it alone, and a screen reader reads each in its language.
 */
const LABELS = LOCALE_CODES.map((code) => ({ code, text: { en: 'Language', hi: 'भाषा', ta: 'மொழி' }[code] }));

/**
 * The language choice: a native select labelled "Language / भाषा / மொழி" (each language named in its own script) that
 * switches at once, remembers the choice in this browser and sets `<html lang>`. Unstyled: the page around it
 * styles it (a 44 px target at least). `onChoose` hears the choice (the shell saves a member's as their setting).
 */
export function LanguageSwitcher({
  className,
  id,
  onChoose
}: {
  className?: string;
  id?: string;
  onChoose?: (locale: Locale) => void;
}) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const locale = useLocale();
  return (
    <span className={className}>
      <span>
        {LABELS.map(({ code, text }, index) => (
          <Fragment key={code}>
            {index > 0 ? <span aria-hidden="true"> / </span> : null}
            <label htmlFor={selectId} lang={LOCALES[code].tag}>
              {text}
            </label>
          </Fragment>
        ))}
      </span>{' '}
      <select
        id={selectId}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          void setLocale(chosen);
          onChoose?.(chosen);
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
