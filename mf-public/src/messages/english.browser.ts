import type en from './en.json';

/**
 * The browser builds' English (instead of english.ts): its own chunk, loaded while English is active (routes.tsx
 * starts it beside the page's chunk), so a Hindi or Tamil page never downloads it.
 */
export const english = {
  en: {} as typeof en,
  loadEnglish: () => import('./en.json')
};
