import { useEffect, type ReactNode } from 'react';
import { preferredLocale } from './locales';
import { activeLocale, setLocale } from './runtime';

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
