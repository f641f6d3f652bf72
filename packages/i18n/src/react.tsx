import { useEffect, type ReactNode } from 'react';
// The runtime by the package's name, not './runtime': in the browser `@matrimony/i18n` is the shared singleton,
// so this entry and every remote use one Lingui instance and one active locale.
import { activeLocale, preferredLocale, setLocale } from '@matrimony/i18n';

export { useLocale, useT } from './hooks';
export { LanguageSwitcher } from './LanguageSwitcher';

/**
 * Applies the visitor's language once the page is interactive: the first render is English, as the prerendered
 * HTML is, so hydration matches and the switch happens right after it.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const locale = preferredLocale();
    if (locale !== activeLocale()) void setLocale(locale, { remember: false });
  }, []);
  return <>{children}</>;
}
