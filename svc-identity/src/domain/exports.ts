// The rules of a member's data export: how often, how long it is gathered and kept, what status it shows.
import { DATA_EXPORTS_PER_DAY } from '@matrimony/catalog/constants';
import {
  EXPORT_DOWNLOAD_MS,
  EXPORT_PARTS,
  EXPORT_PREPARE_LIMIT_MS,
  type ExportPart
} from '@matrimony/contracts';
import { type ExportStatus } from '@matrimony/contracts/http/identity/exports';
import { type WindowLimit } from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Exports a member may ask for in any 24 hours (each one reads every service's data and copies the photos). */
export const EXPORTS_PER_MEMBER: WindowLimit = { max: DATA_EXPORTS_PER_DAY, windowMs: DAY_MS };

/** How long the record of an export is kept (its status is shown as expired after the download window). */
export const EXPORT_RECORD_KEEP_MS = 7 * DAY_MS;

/** Stored states: `abandoned` is an export that missed a part for longer than the prepare limit. */
export type ExportState = 'preparing' | 'ready' | 'abandoned';

export interface ExportTimes {
  state: ExportState;
  requestedAt: Date;
  expiresAt: Date | null;
}

/** What the member is shown at `now`. */
export function exportStatus(record: ExportTimes, now: Date): ExportStatus {
  if (record.state === 'ready') return record.expiresAt && record.expiresAt > now ? 'ready' : 'expired';
  if (record.state === 'abandoned' || isPastPrepareLimit(record.requestedAt, now)) return 'expired';
  return 'preparing';
}

export function isPastPrepareLimit(requestedAt: Date, now: Date): boolean {
  return now.getTime() - requestedAt.getTime() > EXPORT_PREPARE_LIMIT_MS;
}

/** The download window of an export whose last part came in at `readyAt`. */
export function downloadExpiry(readyAt: Date): Date {
  return new Date(readyAt.getTime() + EXPORT_DOWNLOAD_MS);
}

/** Whether these parts are all of them. */
export function isComplete(parts: readonly ExportPart[]): boolean {
  return EXPORT_PARTS.every((part) => parts.includes(part));
}
