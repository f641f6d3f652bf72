// The console's verification queue: ID documents (svc-identity) and selfies (svc-profile) in one list, oldest
// first, as moderators work it. Pure, so the page stays thin and the order is tested once.
import { ID_DOCUMENT_KINDS } from '@matrimony/catalog';
import type { ResponseOf } from '@matrimony/contracts/http/route';
import type { idDocumentRoutes } from '@matrimony/contracts/http/identity/id-documents';
import type { photoCheckRoutes } from '@matrimony/contracts/http/profile/photo-check';

type DocumentItem = ResponseOf<(typeof idDocumentRoutes)['idDocumentQueue']>['items'][number];
type SelfieItem = ResponseOf<(typeof photoCheckRoutes)['selfieQueue']>['items'][number];

/** One row of the queue, whichever service holds the check. */
export interface VerificationQueueRow {
  key: string;
  check: 'id-document' | 'selfie';
  /** What the moderator compares: "PAN card", "Live selfie". */
  what: string;
  /** The member's public name and number (null only for documents sent before the queue kept them). */
  who: string | null;
  memberNumber: string | null;
  submittedAt: string;
  overdue: boolean;
  href: string;
}

const kindLabel = (id: string) => ID_DOCUMENT_KINDS.find((kind) => kind.id === id)?.label ?? id;

/** Both queues as one, oldest first (a tie keeps documents before selfies, then by id, so the order is stable). */
export function mergeVerificationQueues(
  documents: readonly DocumentItem[],
  selfies: readonly SelfieItem[]
): VerificationQueueRow[] {
  const rows: VerificationQueueRow[] = [
    ...documents.map((item) => ({
      key: `document:${item.submissionId}`,
      check: 'id-document' as const,
      what: kindLabel(item.kind),
      who: item.displayName,
      memberNumber: item.memberNumber,
      submittedAt: item.submittedAt,
      overdue: item.overdue,
      href: `/admin/verification/documents/${item.submissionId}`
    })),
    ...selfies.map((item) => ({
      key: `selfie:${item.checkId}`,
      check: 'selfie' as const,
      what: 'Live selfie',
      who: item.displayName,
      memberNumber: item.memberNumber,
      submittedAt: item.submittedAt,
      overdue: item.overdue,
      href: `/admin/verification/selfies/${item.checkId}`
    }))
  ];
  return rows.sort(
    (a, b) =>
      new Date(a.submittedAt).getTime() - new Date(b.submittedAt).getTime() ||
      (a.check === b.check ? 0 : a.check === 'id-document' ? -1 : 1) ||
      a.key.localeCompare(b.key)
  );
}

/** The most of each kind one read fetches (the contracts' largest page). */
export const QUEUE_READ_LIMIT = 100;

/**
 * How many of the oldest of each kind page `page` needs: the `page * pageSize` oldest of the merged list are among
 * the as-many oldest of each, so reading that many of both and merging gives the page exactly.
 */
export function oldestNeededFor(page: number, pageSize: number): number {
  return Math.min(QUEUE_READ_LIMIT, page * pageSize);
}
