// The reports queue: reported members with open reports, the longest-waiting first, each with counts by
// reason and whether the oldest report is past its resolution deadline.
import { REPORT_RESOLVE_DAYS } from '@matrimony/catalog';
import { type ProfileDoc } from '../store/profile-model';
import { type ReportDoc } from '../store/reports';
import { type Stores } from '../store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the administrator's pages show of a reported member. */
export const CASE_PROJECTION = {
  userId: 1,
  memberNumber: 1,
  fullName: 1,
  moderationStatus: 1,
  statusBeforeSuspension: 1
} as const;

/** Filed longer ago than the resolution period allows. */
export function isOverdue(filedAt: Date, now: Date): boolean {
  return now.getTime() - filedAt.getTime() > REPORT_RESOLVE_DAYS * DAY_MS;
}

export interface ReportedMember {
  profileId: string;
  memberNumber: ProfileDoc['memberNumber'];
  displayName: string;
  moderationStatus: ProfileDoc['moderationStatus'];
  openReports: number;
  reporterCount: number;
  reasons: { reason: ReportDoc['reason']; count: number }[];
  oldestFiledAt: string;
  overdue: boolean;
}

export async function reportsQueue(
  stores: Stores,
  page: { skip: number; limit: number },
  now: Date
): Promise<{ items: ReportedMember[]; total: number }> {
  const { items, total } = await stores.reports.openByMember(page);
  const members = new Map(
    (
      await stores.profiles.findByIds(
        items.map((item) => item._id),
        CASE_PROJECTION
      )
    ).map((doc) => [String(doc._id), doc])
  );
  const rows = items.flatMap((item) => {
    const member = members.get(item._id);
    if (!member) return [];
    const counts = new Map<string, number>();
    for (const reason of item.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    return [
      {
        profileId: item._id,
        memberNumber: member.memberNumber,
        displayName: member.fullName,
        moderationStatus: member.moderationStatus,
        openReports: item.count,
        reporterCount: item.reporters.length,
        reasons: [...counts].map(([reason, count]) => ({ reason: reason as ReportDoc['reason'], count })),
        oldestFiledAt: item.oldestFiledAt.toISOString(),
        overdue: isOverdue(item.oldestFiledAt, now)
      }
    ];
  });
  return { items: rows, total };
}
