import { Badge } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { useIdDocumentQueueQuery } from '../../api/id-document-review-api';
import { ADMIN_PAGE_SIZE, FRESH } from '../../api/moderation-api';
import { useSelfieQueueQuery } from '../../api/photo-check-api';
import { Pager, usePageParam } from '../../shared/ListParts';
import { ActionLink, Muted } from '../../shared/styles';
import { AdminPage } from '../AdminPage';
import { Chips, MemberNumber, Row, RowLink, RowList, RowWho } from '../admin-styles';
import { TARGET_LABEL, waitingLabel } from '../moderation-view';
import { ProblemNotice } from '../ProblemNotice';
import { RowsSkeleton } from '../RowsSkeleton';
import {
  QUEUE_READ_LIMIT,
  mergeVerificationQueues,
  oldestNeededFor,
  type VerificationQueueRow
} from './verification-queue';
import { VERIFICATION_QUEUE_PATH } from './VerificationDecisionPanel';

function QueueRow({ row, now }: { row: VerificationQueueRow; now: Date }) {
  const waiting = `${waitingLabel(row.submittedAt, now)} (${TARGET_LABEL})`;
  return (
    <Row $overdue={row.overdue}>
      <RowWho>
        <RowLink to={row.href}>
          {row.what}
          {row.who ? `: ${row.who}` : ''}
        </RowLink>
        <MemberNumber>{row.memberNumber ?? 'No member number'}</MemberNumber>
      </RowWho>
      <Chips>
        {row.overdue ? <Badge $tone="danger">Overdue: {waiting}</Badge> : <Muted as="span">{waiting}</Muted>}
        <Badge $tone="neutral">{row.check === 'selfie' ? 'Photo check' : 'ID check'}</Badge>
      </Chips>
    </Row>
  );
}

/**
 * /admin/verification: ID documents (svc-identity) and live selfies (svc-profile) waiting for a moderator, as one
 * list, oldest first, against the 24-hour target. Each row opens the page where it is compared and decided.
 */
export default function VerificationQueuePage() {
  const [page, setPage] = usePageParam();
  const oldest = oldestNeededFor(page, ADMIN_PAGE_SIZE);
  const documents = useIdDocumentQueueQuery(oldest, FRESH);
  const selfies = useSelfieQueueQuery(oldest, FRESH);
  const now = new Date();
  let body: React.ReactNode;
  if (documents.isLoading || selfies.isLoading) body = <RowsSkeleton label="Loading the queue..." />;
  else if (documents.error || selfies.error)
    body = <ProblemNotice error={documents.error ?? selfies.error} />;
  else {
    const total = (documents.data?.total ?? 0) + (selfies.data?.total ?? 0);
    const rows = mergeVerificationQueues(documents.data?.items ?? [], selfies.data?.items ?? []).slice(
      (page - 1) * ADMIN_PAGE_SIZE,
      page * ADMIN_PAGE_SIZE
    );
    if (rows.length === 0) {
      body =
        page > 1 && total > 0 ? (
          <EmptyState
            title="Nothing on this page"
            description="The queue is shorter now."
            action={
              <ActionLink to={VERIFICATION_QUEUE_PATH} $variant="secondary">
                Back to the first page
              </ActionLink>
            }
          />
        ) : (
          <EmptyState
            title="Nothing to check: every document and selfie is decided"
            description="ID documents and live selfies appear here as members send them."
          />
        );
    } else {
      body = (
        <>
          <Muted>
            {total} {total === 1 ? 'check' : 'checks'} waiting
            {rows.some((row) => row.overdue)
              ? `; those past the ${MODERATION_TARGET_HOURS} h target are marked overdue`
              : ''}
            .
            {total > QUEUE_READ_LIMIT
              ? ` The oldest ${QUEUE_READ_LIMIT} are listed: decide these first.`
              : ''}
          </Muted>
          <RowList aria-label="Checks waiting for a decision">
            {rows.map((row) => (
              <QueueRow key={row.key} row={row} now={now} />
            ))}
          </RowList>
          <Pager
            page={page}
            total={Math.min(total, QUEUE_READ_LIMIT)}
            onPage={setPage}
            pageSize={ADMIN_PAGE_SIZE}
          />
        </>
      );
    }
  }
  return (
    <AdminPage
      title="Verification queue"
      path={VERIFICATION_QUEUE_PATH}
      intro={`ID documents and live selfies, oldest first. Compare each with the member's profile and decide within ${MODERATION_TARGET_HOURS} hours.`}
    >
      {body}
    </AdminPage>
  );
}
