import { useEffect, type ReactNode } from 'react';
// The runtime by the package's name, not './runtime': in the browser `@matrimony/i18n` is the shared singleton,
// so this entry and every remote use one Lingui instance and one active locale.
import { activeLocale, localeFromPath, preferredLocale, setLocale } from '@matrimony/i18n';

export { useLocale, useT } from './hooks';
export { LanguageSwitcher } from './LanguageSwitcher';
export { rich, type RichTags } from './rich';

/**
 * Applies the visitor's language once the page is interactive: the first render is English, as the prerendered
 * HTML is, so hydration matches and the switch happens right after it. A page whose URL names its language
 * (/hi/about) keeps it: the shell activated it before the first render.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (localeFromPath(globalThis.location?.pathname ?? '/')) return;
    const locale = preferredLocale();
    if (locale !== activeLocale()) void setLocale(locale, { remember: false });
  }, []);
  return <>{children}</>;
}
