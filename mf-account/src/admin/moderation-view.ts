// What the moderation console says about times, statuses, reasons and flags, and which item comes next:
// pure, so the pages stay thin and the wording is tested once.
import { MODERATION_TARGET_HOURS, REPORT_REASONS } from '@matrimony/catalog';
import { formatDateTime } from '@matrimony/catalog/date-format';
import type { AuditEntry, ModerationStatus, QueueItem, TextFlag } from '../api/moderation-api';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "waiting 26 h" (under an hour: "waiting 35 min"), counted from when the member submitted. */
export function waitingLabel(submittedAt: string, now: Date): string {
  const waited = Math.max(0, now.getTime() - new Date(submittedAt).getTime());
  if (waited < HOUR_MS) return `waiting ${Math.floor(waited / MINUTE_MS)} min`;
  return `waiting ${Math.floor(waited / HOUR_MS)} h`;
}

export const TARGET_LABEL = `${MODERATION_TARGET_HOURS} h target`;

/** "16 days" / "1 day" / "5 h": how long ago something was filed. */
export function ageLabel(at: string, now: Date): string {
  const age = Math.max(0, now.getTime() - new Date(at).getTime());
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)} h`;
  const days = Math.floor(age / DAY_MS);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "21 Nov 2025, 12:00 pm" in the reader's time. */
export function dateTimeLabel(at: string): string {
  return formatDateTime(at);
}

export type Tone = 'primary' | 'accent' | 'success' | 'danger' | 'neutral';

export const STATUS_VIEW: Record<ModerationStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Waiting for a decision', tone: 'accent' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  suspended: { label: 'Suspended', tone: 'danger' }
};

export const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], string> = {
  'profile.approved': 'Profile approved',
  'profile.rejected': 'Profile rejected',
  'reports.dismissed': 'Reports dismissed',
  'member.warned': 'Member warned',
  'member.suspended': 'Member suspended',
  'member.reinstated': 'Suspension lifted',
  'member.banned': 'Member banned',
  'verification.id.approved': 'ID document approved',
  'verification.id.rejected': 'ID document rejected',
  'verification.photo.approved': 'Selfie approved',
  'verification.photo.rejected': 'Selfie rejected'
};

const labelFrom = (list: ReadonlyArray<{ id: string; label: string }>, id: string) =>
  list.find((item) => item.id === id)?.label ?? id;
export const reportReasonLabel = (id: string) => labelFrom(REPORT_REASONS, id);

export const FLAG_KIND_LABELS: Record<TextFlag['kind'], string> = {
  phone: 'Phone number',
  email: 'E-mail address',
  url: 'Link',
  handle: 'Social media handle'
};

/** The free-text fields svc-profile scans at submission (domain/moderation/statuses.ts FREE_TEXT_FIELDS). */
export const FLAGGED_FIELD_LABELS: Record<string, string> = {
  fullName: 'Full name',
  aboutYourself: 'About yourself',
  subCaste: 'Sub-caste',
  companyName: 'Company',
  district: 'District'
};
export const fieldLabel = (field: string) => FLAGGED_FIELD_LABELS[field] ?? field;

export type TextSegment = { text: string; marked: boolean };

/**
 * The text cut into plain and marked pieces, the marked ones being the flags' excerpts where they are
 * found (an excerpt shortened with "…" is looked for without it; overlapping finds merge).
 */
export function highlightSegments(text: string, excerpts: readonly string[]): TextSegment[] {
  const ranges: [number, number][] = [];
  const lower = text.toLowerCase();
  for (const excerpt of excerpts) {
    const needle = excerpt.replace(/…$/, '').trim().toLowerCase();
    if (!needle) continue;
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length))
      ranges.push([at, at + needle.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length || segments.length === 0)
    segments.push({ text: text.slice(cursor), marked: false });
  return segments;
}

/**
 * The item to open after deciding one: the next in queue order (oldest first) after the decided one,
 * else the oldest left. The decided item itself is skipped (the queue may not have caught up yet).
 */
export function nextInQueue(
  items: readonly QueueItem[],
  decided: { profileId: string; submittedAt: string | null }
): QueueItem | undefined {
  const others = items.filter((item) => item.profileId !== decided.profileId);
  const after = decided.submittedAt
    ? others.find((item) => item.submittedAt >= decided.submittedAt!)
    : undefined;
  return after ?? others[0];
}

/** "you" for the signed-in administrator, else the administrator's account id, shortened. */
export function actorLabel(actorUserId: string, myUserId: string | undefined): string {
  if (actorUserId === myUserId) return 'you';
  return `administrator ${actorUserId.slice(0, 8)}`;
}
