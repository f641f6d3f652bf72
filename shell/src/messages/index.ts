import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import type en from './en.json';
import { english } from './english';

export type ShellMessageId = keyof typeof en;

/**
 * The shell's own messages (header, menu, notification bell, 404, loading, a remote that failed to load). English
 * loads on every English page, the landing page too: keep it to what the shell shows. In the browser it is its own
 * chunk (english.browser.ts), as Hindi and Tamil are, so a Hindi or Tamil page does not download it.
 */
export const shellMessages = registerCatalogue<ShellMessageId>({
  ...english,
  load: (locale) => import(`./${locale}.json`)
});

export function useShellT() {
  return useT(shellMessages);
}
