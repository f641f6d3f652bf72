import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge, Button, Card } from '@matrimony/ui';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { FRESH, useMemberCaseQuery, type MemberCase, type MemberReport } from '../api/moderation-api';
import { Actions, Muted, SectionHeading } from '../shared/styles';
import { AdminPage } from './AdminPage';
import { BackLink, Chips, MemberNumber, Stack } from './admin-styles';
import { HistoryList } from './HistoryList';
import { MemberActions } from './MemberActions';
import { dateTimeLabel, reportReasonLabel, STATUS_VIEW } from './moderation-view';
import { ProblemNotice } from './ProblemNotice';

const Reports = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Report = styled.li<{ $overdue: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.border)};
  border-left: 6px solid ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  & p {
    margin: 0;
  }
`;

function ReportItem({ report }: { report: MemberReport }) {
  const outcome =
    report.status === 'open'
      ? 'Open'
      : report.outcome === 'dismissed'
        ? 'Resolved: dismissed'
        : 'Resolved: action taken';
  return (
    <Report $overdue={report.overdue}>
      <Chips>
        <strong>{reportReasonLabel(report.reason)}</strong>
        <MemberNumber>Ticket {report.ticketNumber}</MemberNumber>
        <Badge $tone={report.status === 'open' ? 'accent' : 'success'}>{outcome}</Badge>
        {report.overdue ? <Badge $tone="danger">Overdue</Badge> : null}
      </Chips>
      <Muted>
        Filed <time dateTime={report.filedAt}>{dateTimeLabel(report.filedAt)}</time>
        {report.status === 'open' ? (
          <>
            {' '}
            · resolve by <time dateTime={report.resolveBy}>{dateTimeLabel(report.resolveBy)}</time>
          </>
        ) : null}
      </Muted>
      {report.details ? <p>“{report.details}”</p> : <Muted>No details given.</Muted>}
    </Report>
  );
}

function CaseBody({ memberCase }: { memberCase: MemberCase }) {
  const status = STATUS_VIEW[memberCase.moderationStatus];
  const open = memberCase.reports.filter((report) => report.status === 'open').length;
  return (
    <Stack>
      <Chips>
        <MemberNumber>{memberCase.memberNumber ?? 'No member number'}</MemberNumber>
        <Badge $tone={status.tone}>{status.label}</Badge>
        <Link to={`/admin/audit?profileId=${memberCase.profileId}`}>Audit log of this member</Link>
        {memberCase.moderationStatus === 'pending' ? (
          <Link to={`/admin/moderation/${memberCase.profileId}`}>Review the profile</Link>
        ) : null}
      </Chips>
      <Card as="section" aria-labelledby="reports-heading">
        <SectionHeading id="reports-heading">
          Reports ({open} open of {memberCase.reports.length})
        </SectionHeading>
        {memberCase.reports.length === 0 ? (
          <Muted>No reports about this member.</Muted>
        ) : (
          <Reports>
            {memberCase.reports.map((report) => (
              <ReportItem key={report.ticketNumber} report={report} />
            ))}
          </Reports>
        )}
      </Card>
      <Card as="section" aria-labelledby="actions-heading">
        <SectionHeading id="actions-heading">Actions</SectionHeading>
        <Muted style={{ marginBottom: '0.75rem' }}>
          Every action except lifting a suspension resolves the member’s open reports.
        </Muted>
        <MemberActions memberCase={memberCase} />
      </Card>
      <Card as="section" aria-labelledby="history-heading">
        <SectionHeading id="history-heading">History</SectionHeading>
        <HistoryList entries={memberCase.history} />
      </Card>
    </Stack>
  );
}

/** /admin/members/:profileId: a reported member's case: the reports, the actions and the history. */
export default function MemberCasePage() {
  const { profileId = '' } = useParams();
  const result = useMemberCaseQuery(profileId, FRESH);
  const memberCase = result.data;
  let body: React.ReactNode;
  if (result.isLoading) body = <ProfileSkeleton label="Loading the case..." />;
  else if (result.error) {
    body = (
      <ProblemNotice error={result.error}>
        <Actions>
          <Button type="button" variant="secondary" onClick={() => void result.refetch()}>
            Try again
          </Button>
        </Actions>
      </ProblemNotice>
    );
  } else if (memberCase) body = <CaseBody memberCase={memberCase} />;
  return (
    <AdminPage
      title={memberCase ? `Case of ${memberCase.displayName}` : 'A member’s case'}
      heading={memberCase?.displayName ?? 'A member’s case'}
      path={`/admin/members/${profileId}`}
    >
      <BackLink to="/admin/reports">← Back to the reports</BackLink>
      {body}
    </AdminPage>
  );
}
