import { Badge } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { ADMIN_PAGE_SIZE, FRESH, useModerationQueueQuery, type QueueItem } from '../api/moderation-api';
import { Pager, usePageParam } from '../shared/ListParts';
import { ActionLink, Muted } from '../shared/styles';
import { AdminPage } from './AdminPage';
import { Chips, MemberNumber, Row, RowLink, RowList, RowWho } from './admin-styles';
import { TARGET_LABEL, waitingLabel } from './moderation-view';
import { ProblemNotice } from './ProblemNotice';
import { RowsSkeleton } from './RowsSkeleton';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function QueueRow({ item, now }: { item: QueueItem; now: Date }) {
  return (
    <Row $overdue={item.overdue}>
      <RowWho>
        <RowLink to={`/admin/moderation/${item.profileId}`}>{item.displayName}</RowLink>
        <MemberNumber>{item.memberNumber ?? 'No member number'}</MemberNumber>
      </RowWho>
      <Chips>
        {item.overdue ? (
          <Badge $tone="danger">
            Overdue: {waitingLabel(item.submittedAt, now)} ({TARGET_LABEL})
          </Badge>
        ) : (
          <Muted as="span">
            {waitingLabel(item.submittedAt, now)} ({TARGET_LABEL})
          </Muted>
        )}
        <Badge $tone="neutral">{item.firstReview ? 'New member' : 'Edit'}</Badge>
        {item.flagCount > 0 ? <Badge $tone="accent">{plural(item.flagCount, 'flag', 'flags')}</Badge> : null}
        {item.photoMatchCount > 0 ? (
          <Badge $tone="accent">
            {plural(item.photoMatchCount, 'near-duplicate photo', 'near-duplicate photos')}
          </Badge>
        ) : null}
      </Chips>
    </Row>
  );
}

/** /admin: new and changed profiles waiting for a decision, oldest first, against the 24-hour target. */
export default function ModerationQueuePage() {
  const [page, setPage] = usePageParam();
  const result = useModerationQueueQuery(page, FRESH);
  const queue = result.data;
  const now = new Date();
  let body: React.ReactNode;
  if (result.isLoading) body = <RowsSkeleton label="Loading the queue..." />;
  else if (result.error) body = <ProblemNotice error={result.error} />;
  else if (!queue || queue.items.length === 0) {
    body =
      page > 1 && queue && queue.total > 0 ? (
        <EmptyState
          title="Nothing on this page"
          description="The queue is shorter now."
          action={
            <ActionLink to="/admin" $variant="secondary">
              Back to the first page
            </ActionLink>
          }
        />
      ) : (
        <EmptyState
          title="The queue is empty: every profile is decided"
          description="New and changed profiles appear here as members save them."
        />
      );
  } else {
    body = (
      <>
        <Muted>
          {plural(queue.total, 'profile', 'profiles')} waiting
          {queue.items.some((item) => item.overdue)
            ? `; those past the ${MODERATION_TARGET_HOURS} h target are marked overdue`
            : ''}
          .
        </Muted>
        <RowList aria-label="Profiles waiting for a decision">
          {queue.items.map((item) => (
            <QueueRow key={item.profileId} item={item} now={now} />
          ))}
        </RowList>
        <Pager page={page} total={queue.total} onPage={setPage} pageSize={ADMIN_PAGE_SIZE} />
      </>
    );
  }
  return (
    <AdminPage
      title="Moderation queue"
      path="/admin"
      intro={`New and changed profiles, oldest first. Decide each within ${MODERATION_TARGET_HOURS} hours.`}
    >
      {body}
    </AdminPage>
  );
}
