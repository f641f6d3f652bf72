import type en from './en.json';

/**
 * The browser build's English (instead of english.ts): its own chunk, loaded while English is active (index.ts
 * starts it beside bootstrap on an English page), so a Hindi or Tamil page never downloads it.
 */
export const english = {
  en: {} as typeof en,
  loadEnglish: () => import('./en.json')
};
