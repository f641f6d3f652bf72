import { registerCatalogue } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type ShellMessageId = keyof typeof en;

/**
 * The shell's own messages (header, menu, notification bell, 404, loading, a remote that failed to load). English
 * ships on every page, the landing page too: keep it to what the shell shows. Hindi and Tamil load when chosen.
 */
export const shellMessages = registerCatalogue<ShellMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useShellT() {
  return useT(shellMessages);
}
