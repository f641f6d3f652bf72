// What "Download my data" (/settings → My data) says about the member's exports, and how it keeps its list.
import { type UserMessage } from '@matrimony/catalog/messages';
import type { DataExport } from '@matrimony/contracts/http/identity/exports';
import { asProblem, problemMessage } from '@matrimony/session';
import { formatDateTime, type DateLocale } from '@matrimony/catalog/date-format';
import { activeLocale } from '@matrimony/i18n';
import { catalogText } from '@matrimony/ui/catalog-text';
import { settingsText } from '../messages';

/** How often an export being prepared is asked about (it is usually ready within a minute). */
export const EXPORT_POLL_MS = 2_500;

/** GET /exports answers at most this many; the page keeps no more. */
const EXPORTS_SHOWN = 5;

/** "21 May 2026, 3:15 pm", in the viewer's time and the active language (as the sentences around it). */
export const formatWhen = (iso: string, locale: DateLocale = activeLocale()): string =>
  formatDateTime(iso, { locale });

/** How far an export being prepared has come: one part per service. */
export function exportProgress(dataExport: DataExport): {
  received: number;
  expected: number;
  label: string;
} {
  const received = dataExport.partsReceived.length;
  const expected = dataExport.partsExpected.length;
  return { received, expected, label: settingsText('settings.export.progress', { received, expected }) };
}

/** The sentence under the explanation about the newest export (none yet: undefined). */
export function exportStatusLine(dataExport: DataExport | undefined): string | undefined {
  if (!dataExport) return undefined;
  switch (dataExport.status) {
    case 'preparing':
      return settingsText('settings.export.status.preparing', { progress: exportProgress(dataExport).label });
    case 'ready':
      return dataExport.expiresAt
        ? settingsText('settings.export.status.readyUntil', { until: formatWhen(dataExport.expiresAt) })
        : settingsText('settings.export.status.readyTomorrow');
    case 'expired':
      return settingsText('settings.export.status.expired');
  }
}

/** What the live region says when an export being watched changes: shorter than the status, which is on screen. */
export function exportAnnouncement(dataExport: DataExport): string {
  switch (dataExport.status) {
    case 'preparing':
      return settingsText('settings.export.announce.preparing', {
        progress: exportProgress(dataExport).label
      });
    case 'ready':
      return settingsText('settings.export.announce.ready');
    case 'expired':
      return settingsText('settings.export.announce.expired');
  }
}

/** One line of the earlier requests: when it was asked for, and what became of it. */
export function exportHistoryLine(dataExport: DataExport): { requested: string; outcome: string } {
  const requested = settingsText('settings.export.history.requested', {
    when: formatWhen(dataExport.requestedAt)
  });
  switch (dataExport.status) {
    case 'preparing':
      return { requested, outcome: settingsText('settings.export.history.preparing') };
    case 'ready':
      return {
        requested,
        outcome: dataExport.expiresAt
          ? settingsText('settings.export.history.availableUntil', {
              until: formatWhen(dataExport.expiresAt)
            })
          : settingsText('settings.export.history.available')
      };
    case 'expired':
      return { requested, outcome: settingsText('settings.export.history.expired') };
  }
}

/** The list with `dataExport` in it: in its place when already there, else first (the newest). */
export function withExport(exports: readonly DataExport[] | undefined, dataExport: DataExport): DataExport[] {
  const list = exports ?? [];
  if (list.some((item) => item.id === dataExport.id))
    return list.map((item) => (item.id === dataExport.id ? dataExport : item));
  return [dataExport, ...list].slice(0, EXPORTS_SHOWN);
}

/**
 * A refused "Prepare my data" in the service's words; after the daily limit (429) also when the member can ask
 * again, from the answer's Retry-After.
 */
export function prepareFailure(error: unknown, now: Date): UserMessage {
  const message = problemMessage(error);
  const retryAfter = asProblem(error)?.status === 429 ? asProblem(error)?.retryAfter : undefined;
  if (retryAfter === undefined) return message;
  const again = settingsText('settings.export.askAgainAfter', {
    when: formatWhen(new Date(now.getTime() + retryAfter * 1000).toISOString())
  });
  // The service's detail is the catalog's English, read in the member's language before our sentence joins it.
  const detail = message.description === undefined ? '' : catalogText(message.description);
  return { title: message.title, description: `${detail} ${again}`.trim() };
}

/** The downloaded archive's name: the service's (Content-Disposition), else `my-data-<day it was ready>.zip`. */
export function archiveFileName(filename: string | undefined, dataExport: DataExport): string {
  return filename ?? `my-data-${(dataExport.readyAt ?? dataExport.requestedAt).slice(0, 10)}.zip`;
}
