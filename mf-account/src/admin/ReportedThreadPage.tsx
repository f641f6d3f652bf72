import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge } from '@matrimony/ui';
import { formatDateTime } from '@matrimony/catalog/date-format';
import { FRESH } from '../api/moderation-api';
import { useReportedThreadQuery, type ReportedThread } from '../api/message-moderation-api';
import { Muted } from '../shared/styles';
import { AdminPage } from './AdminPage';
import { Chips } from './admin-styles';
import { memberLabel, messageReportReasonLabel, WARNING_LABELS } from './message-moderation-view';
import { ProblemNotice } from './ProblemNotice';
import { ResolveReport } from './ResolveReport';
import { RowsSkeleton } from './RowsSkeleton';

const Thread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Message = styled.li<{ $reported: boolean; $byReported: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 36rem;
  justify-self: ${({ $byReported }) => ($byReported ? 'start' : 'end')};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme, $reported }) =>
    $reported ? `3px solid ${theme.colors.danger}` : `1px solid ${theme.colors.border}`};
  overflow-wrap: anywhere;
  & p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

function ThreadView({ reportId, thread }: { reportId: string; thread: ReportedThread }) {
  const { report } = thread;
  const author = (side: 'reporter' | 'reported') => memberLabel(report[side]);
  return (
    <>
      <section aria-labelledby="report-heading">
        <h2 id="report-heading">The report</h2>
        <p>
          {author('reporter')} reported a message from {author('reported')} on{' '}
          {formatDateTime(report.reportedAt)}.
        </p>
        <Chips>
          <Badge $tone="neutral">{messageReportReasonLabel(report.reason)}</Badge>
          {report.warning ? <Badge $tone="danger">{WARNING_LABELS[report.warning]}</Badge> : null}
        </Chips>
        {report.details ? <p>“{report.details}”</p> : null}
      </section>
      <section aria-labelledby="thread-heading">
        <h2 id="thread-heading">The reported message and the messages around it</h2>
        {thread.messages.length === 0 ? (
          <Muted>The message is no longer stored.</Muted>
        ) : (
          <Thread>
            {thread.messages.map((message) => (
              <Message
                key={message.id}
                $reported={message.reported}
                $byReported={message.author === 'reported'}
                aria-current={message.reported ? 'true' : undefined}
              >
                <Muted>
                  {author(message.author)}, {formatDateTime(message.sentAt)}
                </Muted>
                <p>{message.text || 'Removed: its author left.'}</p>
                <Chips>
                  {message.reported ? <Badge $tone="danger">Reported message</Badge> : null}
                  {message.warning ? <Badge $tone="accent">{WARNING_LABELS[message.warning]}</Badge> : null}
                </Chips>
              </Message>
            ))}
          </Thread>
        )}
      </section>
      <ResolveReport reportId={reportId} report={report} />
    </>
  );
}

/** /admin/message-reports/:reportId: one report, the reported message and the messages around it (the read is recorded). */
export default function ReportedThreadPage() {
  const { reportId = '' } = useParams();
  const result = useReportedThreadQuery(reportId, FRESH);
  let body: React.ReactNode;
  if (result.isLoading) body = <RowsSkeleton label="Loading the reported message..." />;
  else if (result.error) body = <ProblemNotice error={result.error} />;
  else body = result.data ? <ThreadView reportId={reportId} thread={result.data} /> : null;
  return (
    <AdminPage
      title="Reported message"
      path={`/admin/message-reports/${reportId}`}
      intro="This opening is recorded in the audit: who read which report, and when."
    >
      {body}
    </AdminPage>
  );
}
