import { registerCatalogue, translate } from '@matrimony/i18n';
import { useT } from '@matrimony/i18n/react';
import en from './en.json';

export type DashboardMessageId = keyof typeof en;

/** The dashboard (/dashboard: greeting, plan, welcome checklist, counts, recommendations): English ships with the remote, Hindi and Tamil load when chosen. */
export const dashboardMessages = registerCatalogue<DashboardMessageId>({
  en,
  load: (locale) => import(`./${locale}.json`)
});

export function useDashboardT() {
  return useT(dashboardMessages);
}

/** The same lookup outside a component; the component calling it re-renders by `useDashboardT`. */
export function dashboardText(id: DashboardMessageId, values?: Record<string, unknown>): string {
  return translate(dashboardMessages, id, values);
}
