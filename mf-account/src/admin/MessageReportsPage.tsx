import { styled } from 'styled-components';
import { Badge } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { formatDateTime } from '@matrimony/catalog/date-format';
import { FRESH, ADMIN_PAGE_SIZE } from '../api/moderation-api';
import {
  useMessageReportQueueQuery,
  type FlaggedMessageCount,
  type MessageReportItem
} from '../api/message-moderation-api';
import { Pager, usePageParam } from '../shared/ListParts';
import { Muted } from '../shared/styles';
import { AdminPage } from './AdminPage';
import { Chips, Row, RowLink, RowList, RowWho } from './admin-styles';
import { memberLabel, messageReportReasonLabel, WARNING_LABELS } from './message-moderation-view';
import { ProblemNotice } from './ProblemNotice';
import { RowsSkeleton } from './RowsSkeleton';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  & > div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

function FlaggedCounts({ counts }: { counts: FlaggedMessageCount[] }) {
  return (
    <section aria-labelledby="flagged-heading">
      <h2 id="flagged-heading">Messages delivered with a warning</h2>
      <Counts>
        {counts.map((count) => (
          <div key={count.kind}>
            <dt>{WARNING_LABELS[count.kind]}</dt>
            <dd>
              {count.last7Days} in the last 7 days, {count.total} in all
            </dd>
          </div>
        ))}
      </Counts>
    </section>
  );
}

function ReportRow({ report }: { report: MessageReportItem }) {
  return (
    <Row>
      <RowWho>
        <RowLink to={`/admin/message-reports/${report.id}`}>
          {`${memberLabel(report.reported)}, reported by ${memberLabel(report.reporter)}`}
        </RowLink>
        <Muted>Reported {formatDateTime(report.reportedAt)}</Muted>
      </RowWho>
      <Chips>
        <Badge $tone="neutral">{messageReportReasonLabel(report.reason)}</Badge>
        {report.warning ? <Badge $tone="danger">{WARNING_LABELS[report.warning]}</Badge> : null}
      </Chips>
    </Row>
  );
}

/**
 * /admin/message-reports: the open reports of messages, oldest first (a resolved one leaves the queue); a
 * conversation opens only through one of them.
 */
export default function MessageReportsPage() {
  const [page, setPage] = usePageParam();
  const result = useMessageReportQueueQuery(page, FRESH);
  const queue = result.data;
  let body: React.ReactNode;
  if (result.isLoading) body = <RowsSkeleton label="Loading the message reports..." />;
  else if (result.error) body = <ProblemNotice error={result.error} />;
  else if (!queue) body = null;
  else {
    body = (
      <>
        <FlaggedCounts counts={queue.flaggedMessages} />
        <h2>Reported messages</h2>
        {queue.items.length === 0 ? (
          <EmptyState
            title="No reported messages"
            description="Messages members report from a conversation appear here, oldest first, until a moderator resolves them."
          />
        ) : (
          <>
            <RowList aria-label="Reported messages">
              {queue.items.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </RowList>
            <Pager page={page} total={queue.total} onPage={setPage} pageSize={ADMIN_PAGE_SIZE} />
          </>
        )}
      </>
    );
  }
  return (
    <AdminPage
      title="Message reports"
      path="/admin/message-reports"
      intro="Messages members reported and no one has resolved yet, oldest first. Opening a report shows the reported message with the messages around it; every opening is recorded."
    >
      {body}
    </AdminPage>
  );
}
